import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Layers point one way: the bottom (errors, envelope, database, configuration, logs) never
    // reaches up to the route wrapper, authentication, rate limits or the domain.
    files: ["lib/http/**", "lib/db/**", "lib/config/**", "lib/log/**", "lib/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/api/*", "@/lib/auth/*", "@/lib/rate-limit/*", "@/lib/content/*", "@/lib/leads/*", "@/lib/site/*", "@/lib/page-cache/*", "@/components/*", "@/app/*"],
              message: "A lower layer must not import a higher one (see README, Project layout).",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      "node_modules/**",
      ".next*/**",
      "lib/db/generated/**",
      "dist/**",
      "tools/prisma-migrate/node_modules/**",
      "data/**",
      "uploads/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
