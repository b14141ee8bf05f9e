import type { ArticleBlock } from "./types.ts";

/** Body of digital-shelf-optimisation, kept apart from its summary in its own module so list pages never bundle it. */
export const DIGITAL_SHELF_OPTIMISATION_BODY: readonly ArticleBlock[] = [
  {
    type: "paragraph",
    text:
      "Online grocery has become a permanent part of how British households shop, whether through the supermarkets' own websites, Ocado, Amazon or rapid delivery apps. On a physical shelf, a brand can win attention with a striking pack, a display or a good position. Online, the pack shrinks to a thumbnail on a phone screen and the shelf becomes a list of search results. The brands that do well treat this digital shelf with the same care as the physical one.",
  },
  { type: "heading", text: "How the digital shelf differs" },
  {
    type: "paragraph",
    text:
      "Online shoppers behave differently from shoppers in store. Many build their order from a favourites list or their previous basket, which favours products they already buy and makes it harder for a new brand to be tried. Others search for a product type and pick from the first screen of results. There is no browsing past a display on the way to the till, so every opportunity to be discovered depends on search, recommendations and paid placements.",
  },
  {
    type: "paragraph",
    text:
      "The implication for a new brand is clear: getting listed online is only the beginning. Without good content, strong search visibility and a reason to try, a product can sit on a website almost unseen.",
  },
  { type: "heading", text: "Content that converts" },
  {
    type: "paragraph",
    text:
      "Product content is the online equivalent of the pack and the shelf-edge label together. The essentials are:",
  },
  {
    type: "list",
    items: [
      "A title that follows a consistent pattern: brand, product, variant and size, using the words shoppers search for.",
      "A hero image designed for small screens, with the brand, product type and size readable at thumbnail size; GS1 guidance on mobile-ready hero images is a useful reference.",
      "Secondary images that answer questions: back of pack, nutrition panel, the product out of the pack, and serving or usage ideas.",
      "A description that explains the benefit in plain language, rather than repeating the title.",
      "Complete and accurate ingredients, allergens and nutrition information.",
    ],
  },
  {
    type: "paragraph",
    text:
      "Accuracy is a legal matter as well as a commercial one. For food sold online, the mandatory information must be available to the shopper before the purchase is completed, and it must match the pack. Most UK grocers take product images and data from content syndication services, so keeping one accurate master record, and updating it whenever the pack changes, is essential.",
  },
  { type: "heading", text: "Search, ranking and availability" },
  {
    type: "paragraph",
    text:
      "Each retailer's search works differently, but they tend to weigh the same factors: how relevant the product is to the search term, how well it sells, and whether it is in stock. Availability matters more than many brands realise. A product that is often out of stock may be replaced by a substitute in shoppers' orders, lose sales history and slide down the rankings. Retailers also sell sponsored placements in search results, which can give a new product visibility while it builds sales history. Paid placement works best when the content behind it is already strong.",
  },
  { type: "heading", text: "Ratings, reviews and Amazon" },
  {
    type: "paragraph",
    text:
      "Ratings and reviews reassure shoppers trying something new, and several grocers display them prominently. Sampling programmes that invite genuine reviews can help a new product build its first few, and responding helpfully to critical reviews shows that the brand is listening. Incentivised or fake reviews are prohibited and damage trust quickly.",
  },
  {
    type: "paragraph",
    text:
      "Amazon is a different environment. Brands can sell as a vendor to Amazon or as a seller on its marketplace, and each model has its own pricing, logistics and advertising options. Amazon suits multipacks, subscription purchases and products with a loyal following, and its search rewards strong content, reviews and sales velocity.",
  },
  {
    type: "paragraph",
    text:
      "Rapid delivery apps such as Deliveroo, Uber Eats and Just Eat now carry grocery ranges too, usually supplied by convenience and supermarket partners. Their ranges are small and focused on immediate needs, so the products that do well in convenience stores tend to do well there. Their product content generally comes from the partner retailer's data, which is another reason to keep your master record accurate.",
  },
  {
    type: "callout",
    title: "Key takeaways",
    text:
      "Design hero images for phone screens and write titles in the words shoppers search for. Keep one accurate product record and syndicate it everywhere. Protect availability, because it drives ranking. Build genuine reviews early, and use sponsored placements to support content that is already strong.",
  },
  {
    type: "paragraph",
    text:
      "If you would like a view on how your products look and perform on UK grocery websites, we would be happy to review your digital shelf with you and suggest practical improvements.",
  },
];
