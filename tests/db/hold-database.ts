// Test helper process: opens the embedded database in a folder and inserts rows until
// killed, printing each acknowledged row count.
import { openDatabase } from "@/lib/db/open-database";

const dir = process.argv[2];
try {
  const handle = await openDatabase({ kind: "pglite", dir });
  console.log("open");
  for (let i = 1; ; i++) {
    await handle.prisma.setting.create({ data: { key: `row-${i}`, value: String(i) } });
    console.log(`ack ${i}`);
  }
} catch (error) {
  console.log(`refused: ${(error as Error).message}`);
  process.exit(3);
}
