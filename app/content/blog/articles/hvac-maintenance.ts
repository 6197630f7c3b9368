import type { Block } from "../../blocks";

export const body: Block[] = [
  {
    type: "p",
    text: "Heating and cooling equipment is one of the most expensive systems in your home, and one of the easiest to neglect until it stops working on the hottest or coldest day of the year. A little attention each spring and fall keeps it running efficiently, catches small problems before they become breakdowns and helps the system reach the end of its expected life. Here is what you can handle yourself, what to leave to a licensed technician and how to tell when replacement makes more sense than another repair.",
  },
  { type: "h2", text: "All year: change the air filter" },
  {
    type: "p",
    text: "A clogged filter is the most common cause of poor airflow, higher bills and frozen AC coils. Check standard one-inch filters monthly and replace them every one to three months, more often if you have pets, allergies or construction dust. Thicker four- or five-inch media filters typically last six to twelve months. A MERV 8 to 11 filter suits most homes; higher ratings trap more particles but can restrict airflow in systems not designed for them, so ask your technician before going above MERV 13.",
  },
  { type: "h2", text: "Spring checklist: before cooling season" },
  {
    type: "ol",
    items: [
      "Replace the filter.",
      "Turn off power to the outdoor unit at the disconnect box, then clear leaves, grass clippings and debris from around and inside it. Keep at least two feet of clearance on all sides and trim back shrubs.",
      "Rinse the outdoor coil gently with a garden hose, never a pressure washer, and straighten bent fins with an inexpensive fin comb.",
      "Find the condensate drain line near the indoor unit and make sure it flows freely. Many technicians recommend pouring a cup of distilled vinegar into the access port to discourage algae clogs.",
      "Check that the foam insulation on the larger refrigerant line is intact; replace cracked or missing sections.",
      "Open all supply registers, vacuum the return grilles and move furniture that blocks airflow.",
      "Test the air conditioning on a mild day, before the first heat wave, so any repair happens before technicians are booked solid.",
    ],
  },
  { type: "h2", text: "Fall checklist: before heating season" },
  {
    type: "ol",
    items: [
      "Replace the filter again.",
      "Test the heat before the first cold night. A burning-dust smell for a few minutes is normal; a persistent odor is not.",
      "Test smoke and carbon monoxide alarms and replace batteries. Every home with a fuel-burning furnace, water heater or attached garage needs CO alarms.",
      "Clear storage away from the furnace and water heater. Combustion appliances need space and air.",
      "Look at the flue pipe from the furnace for rust, gaps or disconnected sections, but leave repairs to a professional.",
      "Replace the humidifier pad if your system has one.",
      "For heat pumps, keep the outdoor unit clear of leaves and, in winter, snow and ice buildup.",
    ],
  },
  { type: "h2", text: "What to leave to a technician" },
  {
    type: "p",
    text: "Some maintenance requires training, tools or certification. Handling refrigerant legally requires EPA certification, and gas and high-voltage components are dangerous. A professional tune-up typically includes:",
  },
  {
    type: "ul",
    items: [
      "Checking refrigerant pressures and temperatures and looking for leaks.",
      "Testing capacitors, contactors and motors, and tightening electrical connections.",
      "Cleaning the indoor evaporator coil and blower when needed.",
      "For gas furnaces: inspecting the burners, flame sensor and heat exchanger, and testing for carbon monoxide and proper venting.",
      "Confirming the thermostat is calibrated and the system cycles correctly.",
    ],
  },
  {
    type: "p",
    text: "Schedule a tune-up once a year for a furnace or air conditioner, ideally before its season, and twice a year for heat pumps, since they run year-round. Many companies offer maintenance plans that bundle both visits with priority service. Regular professional maintenance is also often a condition of the manufacturer's warranty, so keep your receipts.",
  },
  {
    type: "callout",
    title: "If your CO alarm sounds",
    text: "Get everyone out of the house immediately and call 911 or your gas utility from outside. Do not go back in until responders say it is safe, and have the furnace inspected before using it again.",
  },
  { type: "h2", text: "Warning signs to act on" },
  {
    type: "ul",
    items: [
      "The system turns on and off every few minutes (short cycling).",
      "Weak airflow, or rooms that will not reach the set temperature.",
      "Ice on the refrigerant lines or the indoor coil.",
      "Grinding, squealing or banging noises.",
      "Gas burner flames that are yellow or flickering instead of steady blue.",
      "Energy bills rising without a change in use.",
    ],
  },
  { type: "h2", text: "When replacement beats repair" },
  {
    type: "p",
    text: "Most central systems last about 15 to 20 years with good care. As equipment ages, efficiency drops and repairs get more frequent. A useful rule of thumb: multiply the age of the unit by the repair cost. If the result is more than $5,000, replacement is usually the better value. A $500 repair on a 12-year-old air conditioner scores 6,000, so it is time to get replacement quotes.",
  },
  {
    type: "p",
    text: "Older systems that use R-22 refrigerant are another signal. R-22 is no longer produced in the United States, so recharging a leaking system is expensive. New systems are moving to lower-impact refrigerants such as R-454B and R-32.",
  },
  {
    type: "p",
    text: "As a starting point, a new central air conditioner costs about $5,000 installed, a furnace about $4,000, a heat pump about $6,500 and a complete heating and cooling system about $8,500. High-efficiency equipment adds roughly 30% and premium variable-speed systems about 60%, while new or repaired ductwork adds more. Replacing a very old system can save several hundred dollars a year in energy. Estimate your own project with our [HVAC cost calculator](/calculators/hvac), and read about [energy-efficient upgrades](/blog/energy-efficiency) that cut heating and cooling costs further.",
  },
  { type: "h2", text: "Find a technician you can trust" },
  {
    type: "p",
    text: "Whether you need a tune-up or a new system, hire a licensed, insured HVAC contractor who performs a proper load calculation before recommending equipment size. For replacements, compare 3 to 5 quotes on equipment model, efficiency rating, warranty and installation details. You can [Get Free Quotes](/get-quotes) from up to 3 verified HVAC pros through our [HVAC services](/services/hvac) page, usually within 24 hours.",
  },
];
