/** The words of the demonstration content a new installation starts with. */
export const DEMO = {
  sliders: [
    { title: "Compostable Carry Bags", description: "Strong, certified bags made from plant starch that break down in compost within months, not centuries." },
    { title: "Film Sheets That Return to Soil", description: "Food-safe compostable films and rolls for packing, wrapping and lining, built for everyday industrial use." },
    { title: "Plastic-Free Packaging at Scale", description: "From corner shops to retail chains, we supply eco-friendly packaging in the sizes and prints you need." },
  ],
  ecoRevolution: {
    title: "Join the Eco Revolution",
    description: "<p>Every bag we make is <strong>100% compostable</strong>. Switch your business to packaging that leaves nothing behind.</p>",
  },
  aboutUs: {
    title: "Rooted in Rajkot, Growing for the Planet",
    description:
      "We began with one question: why should a carry bag outlive the person who used it? Today our Rajkot plant turns plant-based, certified compostable materials into carry bags, garbage bags and film sheets for customers across India and abroad. Every product is tested for strength and certified to compost back into soil, so businesses can give up single-use plastic without giving up quality.",
  },
  categories: [
    {
      title: "Carry Bags",
      shape: "bag" as const,
      subcategories: [
        { title: "W-Cut Carry Bags", description: "<p>Our best-selling <strong>W-cut bags</strong> for grocery and retail. Available in 13 x 16 in to 20 x 24 in.</p><ul><li>Load capacity up to 8 kg</li><li>Custom printing in up to 4 colours</li><li>Certified compostable (IS/ISO 17088)</li></ul>", extra: 2 },
        { title: "D-Cut Carry Bags", description: "<p>Elegant <em>D-cut handle bags</em> for garments, footwear and gifting.</p><ul><li>Thickness 40 to 60 microns</li><li>Soft-touch matte finish</li></ul>", extra: 1 },
      ],
    },
    {
      title: "Garbage Bags",
      shape: "pouch" as const,
      subcategories: [
        { title: "Kitchen Garbage Bags", description: "<p>Leak-resistant compostable bags for wet kitchen waste, sized for 10 to 30 litre bins.</p><ul><li>Rolls of 15 or 30 bags</li><li>Breaks down with the waste it holds</li></ul>", extra: 1 },
        { title: "Large Waste Liners", description: "<p>Heavy-duty liners for hotels, hospitals and municipal collection.</p>", extra: 0 },
      ],
    },
    {
      title: "Film Sheets & Rolls",
      shape: "roll" as const,
      subcategories: [
        { title: "Compostable Film Rolls", description: "<p>Blown film on rolls for converters and packers, in widths from 200 mm to 1500 mm.</p><ol><li>Choose width and thickness</li><li>Approve a sample</li><li>Receive rolls in 10 working days</li></ol>", extra: 2 },
        { title: "Mulch Film", description: "<p>Agricultural mulch film that ploughs back into the field after harvest.</p>", extra: 0 },
      ],
    },
    {
      title: "Food Service Packaging",
      shape: "pouch" as const,
      subcategories: [
        { title: "Food Pouches", description: "<p>Grease-resistant pouches for bakeries, sweet shops and takeaways.</p>", extra: 1 },
      ],
    },
  ],
  testimonials: [
    { user_name: "Priya Mehta", designation: "Owner, Green Basket Grocers", initials: "PM", review_message: "We moved all three stores to their W-cut bags. Customers noticed within a week, and the bags carry as much as the plastic ones did." },
    { user_name: "Rahul Desai", designation: "Procurement Head, FreshMart", initials: "RD", review_message: "Consistent quality across every batch, clear certificates, and deliveries that arrive when promised. Exactly what a retail chain needs." },
    { user_name: "Ananya Iyer", designation: "Founder, Leaf & Loaf Bakery", initials: "AI", review_message: "The food pouches keep our breads fresh and our conscience clear. The custom print looks beautiful." },
  ],
  counters: [
    { title: "Happy Clients", counter_value: 520 },
    { title: "Projects Done", counter_value: 210 },
    { title: "Products", counter_value: 800 },
    { title: "Awards", counter_value: 30 },
  ],
  clients: ["GreenMart", "FreshLeaf", "Terra Foods", "EcoWear", "Kisan Co", "PureBake"],
  certificates: [
    { title: "Compostability (IS/ISO 17088)", lines: ["This demonstration certificate stands in for the real document.", "Product range: carry bags, garbage bags, film sheets."] },
    { title: "CPCB Registration", lines: ["Registered manufacturer of compostable plastics.", "Demonstration document generated on first start."] },
    { title: "Quality Management ISO 9001", lines: ["Quality management system certified.", "Demonstration document generated on first start."] },
  ],
  ebrochure: {
    title: "EcoPack Product Catalogue",
    description:
      "<p>Our complete range of <strong>compostable carry bags</strong>, garbage bags and film sheets, with sizes, thicknesses and printing options.</p><ul><li>Technical specifications</li><li>Certifications</li><li>Custom order guide</li></ul>",
    lines: [
      "Carry bags: W-cut, D-cut, loop handle. 13 x 16 in to 20 x 24 in.",
      "Garbage bags: kitchen and large liners, 10 to 120 litres.",
      "Film sheets and rolls: 200 mm to 1500 mm wide.",
      "All products certified compostable.",
    ],
  },
};
