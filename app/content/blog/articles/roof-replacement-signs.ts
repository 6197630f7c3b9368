import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "A roof repair costs a few hundred dollars; a replacement costs thousands. It is natural to want to patch and move on, but on an aging or badly damaged roof, repeated repairs only delay the inevitable while water quietly damages the decking, insulation and ceilings below. These seven signs tell you when a repair is no longer the smart choice.",
  },
  { type: "h2", text: "1. The roof is near the end of its lifespan" },
  {
    type: "p",
    text: "Age is the first thing a roofer checks. Asphalt shingle roofs typically last 20 to 30 years, with basic three-tab shingles at the lower end and architectural shingles at the higher end. Metal roofs last 40 to 70 years, tile 50 to 100 and slate 75 years or more. If your asphalt roof is past 20 years and showing other signs on this list, replacement is usually the better investment. If you do not know its age, check your home purchase documents or your city's permit records.",
  },
  { type: "h2", text: "2. Shingles are curling, cupping or cracking" },
  {
    type: "p",
    text: "Shingles whose edges turn up (cupping) or whose centers lift (clawing) have lost their flexibility and no longer shed water properly. Wind catches the raised edges and tears them off. Widespread cracking means the asphalt has dried out. A few damaged shingles can be replaced, but when the problem shows up across entire slopes, the roof is wearing out as a whole.",
  },
  { type: "h2", text: "3. Heavy granule loss" },
  {
    type: "p",
    text: "The ceramic granules on asphalt shingles protect the asphalt from ultraviolet light. Some loss is normal on a new roof, but if you find handfuls of granules in your gutters or at the bottom of downspouts, or see dark, bald patches on the shingles, the asphalt underneath is exposed and will deteriorate quickly. Hail can knock granules loose too, which is worth documenting if a storm has passed through recently.",
  },
  { type: "h2", text: "4. The roof deck is sagging" },
  {
    type: "p",
    text: "A roofline that dips, or a deck that feels soft or spongy underfoot, usually means the sheathing beneath the shingles has absorbed water and is rotting. This is not a patch job. The damaged decking must be replaced, and a roofer needs to find out why it happened, whether from long-term leaks, poor attic ventilation or structural issues. Call a professional promptly; a sagging roof can get worse quickly under snow or heavy rain.",
  },
  { type: "h2", text: "5. Daylight or moisture in the attic" },
  {
    type: "p",
    text: "On a sunny day, go into the attic with a flashlight and look up. Daylight coming through the roof boards means water can get in too. Also look for dark water stains on the sheathing and rafters, damp or matted insulation, mold and rusted nail tips. Frost on the underside of the roof in winter points to poor ventilation, which shortens shingle life and can void manufacturer warranties.",
  },
  { type: "h2", text: "6. Leaks keep coming back" },
  {
    type: "p",
    text: "Not every leak means a new roof. Many start at flashing around chimneys, vents and skylights, and a good repair fixes them for years. But if you have paid for several repairs in the last few years, or leaks appear in different places, the roof system is failing. At that point, each repair is money you could have put toward the replacement.",
  },
  { type: "h2", text: "7. Widespread storm damage or multiple layers" },
  {
    type: "p",
    text: "After hail or high winds, a roofer should assess how much of the roof is damaged. As a rule of thumb, when damage affects more than about 30% of the roof, replacement is more practical than repair, and matching new shingles to old ones is often impossible anyway. If the damage came from a storm, your homeowners insurance may pay for much of the work; see our guide to [storm damage insurance claims](/blog/insurance-claims). Also ask how many layers of shingles are on the roof. Building codes generally allow no more than two, so if you already have two, the next roof requires a full tear-off.",
  },
  {
    type: "callout",
    title: "Cosmetic is not the same as failing",
    text: "Black streaks on shingles are usually algae, which is cosmetic and can be cleaned or prevented with algae-resistant shingles. Moss is different: it holds moisture against the roof and should be removed carefully, without a pressure washer.",
  },
  { type: "h2", text: "What a replacement costs" },
  {
    type: "p",
    text: "Roofing is priced by the area of the roof, not the floor area of the house, and roofers often quote by the square, which is 100 square feet. A typical asphalt shingle replacement starts at about $3.50 per square foot installed, metal at about $9, tile at about $12 and slate at about $18. Steeper pitches cost more because crews need extra safety equipment and move more slowly; a steep roof can add about 35%. Taller homes add cost too, roughly 15% for two stories.",
  },
  {
    type: "p",
    text: "For example, a 2,000-square-foot asphalt roof with a moderate pitch on a two-story home comes to about $9,300, with most quotes landing between roughly $7,900 and $10,600. The same roof in metal would be about $23,800, but could last two to three times as long. Try your own numbers in our [roofing cost calculator](/calculators/roofing).",
  },
  { type: "h2", text: "Replacing the right way" },
  {
    type: "ul",
    items: [
      "Get 3 to 5 written quotes that specify the shingle brand and line, underlayment, ice and water barrier, flashing, ventilation and decking replacement cost per sheet.",
      "Ask whether the bid includes a full tear-off, disposal and a magnetic sweep for nails.",
      "Confirm who pulls the permit and schedules the final inspection.",
      "Get both the manufacturer's warranty and the roofer's workmanship warranty in writing.",
      "Schedule during mild, dry weather when possible; late spring through early fall is typical in most regions.",
    ],
  },
  {
    type: "p",
    text: "If you are seeing one or more of these signs, have a professional inspect the roof before the next storm season. You can [Get Free Quotes](/get-quotes) from up to 3 verified, licensed and insured roofers, usually matched within 24 hours. Learn more on our [roofing services](/services/roofing) page, or read [10 questions to ask before hiring a contractor](/blog/choosing-contractor) before you sign.",
  },
];
