// Demo blog articles for BC car buyers. Content is HTML limited to: h2, h3, p, ul, ol, li,
// a (https), strong, em, blockquote, code, table/thead/tbody/tr/th/td. Rates and legal figures
// are deliberately left to the official sources linked in each article.

import type { BlogCategory } from '../../common/constants';

export interface DemoPost {
  title: string;
  slug: string;
  excerpt: string;
  metaDescription: string;
  category: BlogCategory;
  published: boolean;
  /** HTML */
  content: string;
  /** Publication date relative to the seed run. */
  daysAgo: number;
}

export const demoPosts: DemoPost[] = [
  {
    title: 'Winter Tires in BC: What the October 1 to April 30 Rule Means for You',
    slug: 'winter-tires-in-bc-what-the-october-1-to-april-30-rule-means-for-you',
    excerpt:
      'Heading up the Sea-to-Sky or over the Coquihalla this winter? Here is what counts as a winter tire in BC, where the signs apply and how to choose the right set.',
    metaDescription:
      'Which BC highways need winter tires from October 1 to April 30, what the M+S and mountain snowflake symbols mean, and how to pick a set.',
    category: 'Tips & Tricks',
    published: true,
    daysAgo: 4,
    content: `<p>Richmond rarely sees more than a few days of snow, so it is easy to forget that much of British Columbia is serious winter-driving country. If your plans include Whistler, the Okanagan or the Interior, the province’s winter tire rules apply to you, and they start earlier than many people expect.</p>
<h2>Where and when the rule applies</h2>
<p>On designated highways, passenger vehicles must have winter tires from <strong>October 1 to April 30</strong>. The designated routes cover most highways through mountain passes and the Interior, including the <strong>Sea-to-Sky Highway (Highway 99)</strong> north of Horseshoe Bay towards Whistler and Pemberton, the Coquihalla (Highway 5) and the Trans-Canada east of Hope. Regulatory signs mark the start of each section.</p>
<p>A handful of routes have slightly different dates, and the list is updated from time to time, so check the current map on <a href="https://www.drivebc.ca/">DriveBC</a> before a trip. If you are caught without proper tires on a signed route, police can fine you and turn you around.</p>
<h2>What counts as a winter tire</h2>
<p>BC accepts two markings on the sidewall:</p>
<ul>
<li><strong>Three-peak mountain snowflake</strong>: a tire that has passed a standardised snow traction test. This is the best choice for regular mountain driving.</li>
<li><strong>M+S (mud and snow)</strong>: accepted as long as the tread depth is at least <strong>3.5 mm</strong>. Many all-season tires carry this marking, but their rubber hardens in the cold.</li>
</ul>
<p>Chains or other traction devices may also be required for commercial vehicles, and it is wise to carry a set even in a passenger car if you drive remote routes.</p>
<h2>Choosing a set that fits how you drive</h2>
<h3>Mostly city, occasional ski trip</h3>
<p>A modern <em>all-weather</em> tire, which carries the mountain snowflake but can stay on year-round, is a practical compromise for Lower Mainland drivers. It avoids seasonal swaps and storage.</p>
<h3>Weekly trips to the mountains</h3>
<p>A dedicated winter tire on its own set of wheels gives the most grip on packed snow and ice. Mounting them on separate rims makes each changeover cheaper and protects your summer wheels from salt and sand.</p>
<h3>Electric vehicles and SUVs</h3>
<p>Heavier vehicles benefit from a tire with a higher load rating. EV owners should also look for low rolling resistance models to protect winter range, which already drops in the cold.</p>
<h2>Practical tips</h2>
<ol>
<li>Measure tread with a gauge or the coin trick, and replace winter tires well before they reach the legal minimum.</li>
<li>Check pressures monthly. Cold air lowers pressure, which hurts grip and fuel economy.</li>
<li>Book your changeover early. Shops get busy from mid-October.</li>
<li>Store off-season tires in a cool, dry place, away from furnaces and sunlight.</li>
</ol>
<blockquote>Many of the cars on our lot come with a second set of wheels and winter tires. Ask us which ones, and we will show you the tread depth before you buy.</blockquote>
<p>Safe travels, and remember that the best winter tire is still no substitute for slowing down when conditions change.</p>`,
  },
  {
    title: 'How PST Works When You Buy a Used Car in BC',
    slug: 'how-pst-works-when-you-buy-a-used-car-in-bc',
    excerpt:
      'Sales tax on a used car in British Columbia depends on who sells it to you and how much you pay. A plain-language overview before you budget.',
    metaDescription:
      'A plain-language overview of PST and GST on used cars in BC: dealer versus private sales, price tiers, family gifts and where to confirm current rates.',
    category: 'Financing',
    published: true,
    daysAgo: 11,
    content: `<p>Sticker price is only part of what you pay for a car. In British Columbia, sales tax can add a significant amount to the total, and the rules differ depending on whether you buy from a dealer or a private seller. This article gives you the big picture so you can budget with confidence. It is general information, not tax advice.</p>
<h2>Buying from a dealer</h2>
<p>When you buy from a registered dealer like Forecourt, the dealer collects the taxes on the bill of sale:</p>
<ul>
<li><strong>GST</strong>, the federal Goods and Services Tax, applies to the selling price.</li>
<li><strong>PST</strong>, BC’s Provincial Sales Tax, also applies. For passenger vehicles, the PST rate rises in tiers as the purchase price goes up, so a higher-priced vehicle can attract a higher rate on the whole price.</li>
</ul>
<p>If you trade in a vehicle, the value of the trade-in can reduce the amount that tax is calculated on in many cases. Ask your sales consultant to show the calculation line by line.</p>
<h2>Buying privately</h2>
<p>A private sale has no GST, but PST is still due. You pay it when you register and insure the vehicle at an Autoplan broker, not to the seller. The tax is generally based on the greater of what you paid and the vehicle’s assessed value, which prevents an artificially low price on the paperwork from reducing tax.</p>
<h2>Exemptions worth knowing about</h2>
<ul>
<li><strong>Family transfers</strong>: gifts between certain close relatives can be exempt, with a declaration.</li>
<li><strong>Moving to BC</strong>: people relocating with a vehicle they already own may qualify for relief, depending on how long they have owned it.</li>
<li><strong>Some zero-emission vehicles</strong> have had specific tax treatment in the past. Rules change, so confirm before you count on it.</li>
</ul>
<h2>A worked comparison</h2>
<p>The table below shows what to ask about, rather than rates, because rates and thresholds are set by government and can change.</p>
<table>
<thead><tr><th>Question</th><th>Dealer sale</th><th>Private sale</th></tr></thead>
<tbody>
<tr><td>Is GST charged?</td><td>Yes</td><td>No</td></tr>
<tr><td>Who collects PST?</td><td>The dealer</td><td>The Autoplan broker at transfer</td></tr>
<tr><td>Does a trade-in help?</td><td>Often</td><td>Not applicable</td></tr>
<tr><td>Where to check the rate</td><td>BC Ministry of Finance</td><td>BC Ministry of Finance and ICBC</td></tr>
</tbody>
</table>
<h2>Where to confirm current rates</h2>
<p>Check the current rate and tiers with the province before you buy. The <a href="https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst">BC Government PST pages</a> publish bulletins on motor vehicles, and <a href="https://www.icbc.com/">ICBC</a> explains what you will pay at the broker for a private purchase.</p>
<blockquote>Our quotes always show the vehicle price, fees and each tax on separate lines, so there are no surprises on signing day.</blockquote>
<p>Budget for tax, insurance and a set of winter tires together, and the first month of ownership will feel a lot less stressful.</p>`,
  },
  {
    title: 'ICBC Insurance Transfer Basics When You Buy a Car',
    slug: 'icbc-insurance-transfer-basics-when-you-buy-a-car',
    excerpt:
      'Plates, the Transfer/Tax form and Autoplan: a step-by-step guide to getting your new-to-you car on the road legally in BC.',
    metaDescription:
      'Step-by-step guide to transferring ownership and insurance on a used car in BC: plates, the APV9T Transfer/Tax form and your Autoplan broker.',
    category: 'Buying Guide',
    published: true,
    daysAgo: 19,
    content: `<p>In British Columbia, ownership and basic insurance go through ICBC, usually via an independent Autoplan broker. The process is straightforward once you know the steps, and a dealer will handle most of it for you. Here is what happens behind the scenes.</p>
<h2>Plates stay with the owner</h2>
<p>In BC, licence plates belong to the person, not the car. When you sell a vehicle you keep your plates, and when you buy one you either move your existing plates to it or get new ones at the broker. A seller should always remove their plates before handing over the keys.</p>
<h2>The paperwork</h2>
<ol>
<li><strong>Transfer/Tax form</strong>: the seller and the buyer complete and sign ICBC’s Transfer/Tax form, known as <code>APV9T</code>. It records the sale price, which is used to calculate tax on private sales.</li>
<li><strong>Bill of sale</strong>: a dealer provides one automatically. In a private sale, write one up with the VIN, date, price and both signatures.</li>
<li><strong>Registration</strong>: the seller hands over the vehicle registration, or the dealer prepares the documents.</li>
<li><strong>Identification</strong>: bring your BC driver’s licence to the broker.</li>
</ol>
<h2>Choosing your coverage</h2>
<p>Basic Autoplan insurance is mandatory and includes third-party liability and accident benefits under BC’s Enhanced Care model. On top of that, you can buy optional coverage such as extra liability, collision and comprehensive, either from ICBC or, for optional products, from private insurers.</p>
<h3>Tips to keep the premium down</h3>
<ul>
<li>Your driving experience and claims history matter most. Have your past insurance records handy if you are new to BC.</li>
<li>Rate the vehicle for its real use. Pleasure use is cheaper than commuting, which is cheaper than business use.</li>
<li>Ask about the premium for a specific VIN before you commit. Two similar SUVs can cost different amounts to insure.</li>
<li>Consider a higher deductible for collision if you have savings to cover it.</li>
</ul>
<h2>Buying from a dealer</h2>
<p>When you buy at Forecourt, we prepare the transfer documents and can arrange temporary operation so you can drive home. Many buyers stop at a broker on No. 3 Road on the way, or we can point you to one nearby.</p>
<h2>Buying privately</h2>
<p>Meet the seller at a broker if you can. You complete the transfer together, you know the paperwork is right, and you pay any tax owing on the spot. Before you hand over money, check that the seller’s name matches the registration and run a lien search so you do not inherit someone else’s debt.</p>
<blockquote>Never drive a newly purchased vehicle without valid insurance. Coverage does not transfer from the seller, and plates on the wrong car are an offence.</blockquote>
<p>For the definitive rules, visit <a href="https://www.icbc.com/">icbc.com</a> or ask any Autoplan broker. They handle transfers every day and are happy to answer questions.</p>`,
  },
  {
    title: 'EV Rebates and Charging in Metro Vancouver: A 2026 Primer',
    slug: 'ev-rebates-and-charging-in-metro-vancouver-a-2026-primer',
    excerpt:
      'Incentive programmes have changed a lot in the past two years. Here is how to check what is available, and how public and home charging work around Richmond.',
    metaDescription:
      'How to check current EV incentives in BC, plus home, workplace and public charging options around Richmond and Metro Vancouver.',
    category: 'Industry News',
    published: true,
    daysAgo: 27,
    content: `<p>Electric vehicles are a common sight on Richmond streets, and the used EV market has grown quickly. If you are thinking about going electric, two questions come up first: <em>is there a rebate?</em> and <em>where will I charge?</em></p>
<h2>Rebates: check before you count on one</h2>
<p>Federal and provincial incentive programmes have been paused, reopened and redesigned several times in recent years as funding ran out or policy changed. Eligibility has also varied between new and used vehicles, price caps and income levels. Because of that, we do not quote rebate amounts in our ads.</p>
<ul>
<li>Check the federal zero-emission vehicle incentive status on the <a href="https://tc.canada.ca/">Transport Canada</a> website.</li>
<li>Check provincial programmes through <a href="https://www2.gov.bc.ca/">the BC Government</a> and CleanBC pages.</li>
<li>Ask your utility about home charger rebates, which sometimes run separately from vehicle incentives.</li>
</ul>
<p>If a rebate applies at the time of sale, a dealer usually applies it on the bill of sale. Ask us to confirm eligibility for the specific vehicle before you sign.</p>
<h2>Charging at home</h2>
<p>Most EV owners do the bulk of their charging at home overnight. There are two levels to know:</p>
<table>
<thead><tr><th>Level</th><th>Equipment</th><th>Typical use</th></tr></thead>
<tbody>
<tr><td>Level 1</td><td>Standard household outlet</td><td>Short commutes, plug-in hybrids</td></tr>
<tr><td>Level 2</td><td>240-volt charger installed by an electrician</td><td>Most daily driving, overnight full charge</td></tr>
</tbody>
</table>
<p>If you live in a strata building, talk to your strata council early. Many Metro Vancouver buildings now have EV-ready parking or a process for adding chargers, but approvals take time.</p>
<h2>Public charging around Richmond</h2>
<h3>Level 2 on the go</h3>
<p>Community centres, shopping centres and some parkades offer Level 2 charging, often for an hourly fee. These are handy while you shop or work, but they are slow for a full charge.</p>
<h3>DC fast charging</h3>
<p>Fast chargers from BC Hydro and private networks line the major highways, and Tesla has opened many Supercharger sites to other brands with a compatible connector or adapter. Apps such as <a href="https://www.plugshare.com/">PlugShare</a> show live availability and user reviews.</p>
<h2>Buying a used EV</h2>
<ol>
<li>Ask for a battery health report. Many brands can show state of health through a dealer scan.</li>
<li>Check the remaining battery warranty, which is often longer than the basic warranty.</li>
<li>Confirm the charging port type and the maximum DC charging speed.</li>
<li>Look for a heat pump if you drive a lot in winter, as it preserves range in cold weather.</li>
</ol>
<blockquote>Our EV Centre staff can walk you through charging costs for your commute, using your own BC Hydro rate and driving pattern.</blockquote>`,
  },
  {
    title: 'Used Car Buying Checklist: 12 Things to Check Before You Sign',
    slug: 'used-car-buying-checklist-12-things-to-check-before-you-sign',
    excerpt:
      'From the history report to the test drive, a practical checklist for buying a used car in BC with confidence.',
    metaDescription:
      'A practical 12-point checklist for buying a used car in BC: history reports, liens, inspections, test drives, recalls and paperwork.',
    category: 'Buying Guide',
    published: true,
    daysAgo: 36,
    content: `<p>Buying a used car is one of the biggest purchases most people make, and a little homework goes a long way. Print this checklist or keep it on your phone when you shop, whether you buy from us or anyone else.</p>
<h2>Before you visit</h2>
<ul>
<li><strong>Set a total budget.</strong> Include tax, insurance, registration and a cushion for tires or maintenance in the first year.</li>
<li><strong>Get pre-approved.</strong> Knowing your financing rate lets you compare dealer offers properly.</li>
<li><strong>Read the history report.</strong> A <a href="https://www.carfax.ca/">CARFAX Canada</a> report shows reported accidents, registrations by province and odometer readings. Look for gaps and out-of-province history.</li>
<li><strong>Check the vehicle status.</strong> In BC, a vehicle may be branded as rebuilt, salvage or non-repairable. Rebuilt vehicles can be fine, but they should cost less and need extra inspection.</li>
</ul>
<h2>On the lot</h2>
<ul>
<li><strong>Match the VIN.</strong> The 17-character VIN on the dashboard, the door jamb and the paperwork should all agree.</li>
<li><strong>Look closely at the body.</strong> Uneven panel gaps, mismatched paint and overspray on rubber seals suggest past repairs.</li>
<li><strong>Check the tires.</strong> Uneven wear can point to alignment or suspension issues. Note the tread depth and the date code.</li>
<li><strong>Ask for service records.</strong> Regular oil changes and scheduled maintenance matter more than a low odometer.</li>
</ul>
<h2>The test drive</h2>
<ul>
<li><strong>Drive a real route.</strong> Include city stops, a stretch of highway and some rough pavement. Listen for clunks, whines and rattles.</li>
<li><strong>Test everything.</strong> Heat and air conditioning, windows, locks, infotainment, cameras and every warning light at start-up.</li>
</ul>
<h2>Before you sign</h2>
<ul>
<li><strong>Search for liens.</strong> In BC, a search of the Personal Property Registry through <a href="https://www.bcregistry.ca/">BC Registries</a> shows whether money is owed against the vehicle. Reputable dealers clear liens before sale.</li>
<li><strong>Check for open recalls.</strong> Enter the VIN in the manufacturer’s recall lookup or the <a href="https://tc.canada.ca/">Transport Canada</a> recall database.</li>
</ul>
<h2>Consider an independent inspection</h2>
<p>A pre-purchase inspection by a licensed technician usually costs less than a single unexpected repair. Any seller confident in their car should welcome it. At Forecourt, you are welcome to take any vehicle to the shop of your choice.</p>
<h3>Red flags</h3>
<ul>
<li>A seller who refuses an inspection or a history report.</li>
<li>Pressure to decide today, or a deposit demanded before a test drive.</li>
<li>A price far below the market for the same model and kilometres.</li>
</ul>
<blockquote>Take your time. The right car will still be the right car after you have slept on it.</blockquote>`,
  },
  {
    title: 'Financing a Used Car: 7 Tips to Get a Better Rate',
    slug: 'financing-a-used-car-7-tips-to-get-a-better-rate',
    excerpt:
      'Your interest rate can matter as much as the sticker price. Seven practical ways to borrow less and pay less over the life of your loan.',
    metaDescription:
      'Seven practical ways to get a better interest rate on a used car loan in Canada, from checking your credit to choosing the right term.',
    category: 'Financing',
    published: true,
    daysAgo: 48,
    content: `<p>Two buyers can pay the same price for the same car and end up with very different total costs. The difference is financing. A lower rate or a shorter term can save thousands of dollars, so it pays to prepare before you sit down to sign.</p>
<h2>1. Check your credit first</h2>
<p>Your credit history is the biggest factor in the rate lenders offer. You can request your credit report from Canada’s credit bureaus, Equifax and TransUnion, and correct any errors before you apply. Paying down a credit card balance a month or two before you shop can also help.</p>
<h2>2. Get pre-approved</h2>
<p>A pre-approval from your bank or credit union gives you a benchmark. If a dealer can beat it, great. If not, you already have financing in place.</p>
<h2>3. Put more money down</h2>
<p>A bigger down payment lowers the amount you borrow and can qualify you for better terms. It also protects you from owing more than the car is worth in the first years, when depreciation is fastest.</p>
<h2>4. Choose the shortest term you can afford</h2>
<p>Long terms of seven or eight years make monthly payments look small, but you pay interest for longer. Compare the <strong>total cost of borrowing</strong>, not just the payment.</p>
<table>
<thead><tr><th>What to compare</th><th>Why it matters</th></tr></thead>
<tbody>
<tr><td>Annual percentage rate (APR)</td><td>Includes the interest rate and certain fees</td></tr>
<tr><td>Term in months</td><td>Longer terms mean more interest overall</td></tr>
<tr><td>Total cost of borrowing</td><td>The real price of the loan, in dollars</td></tr>
<tr><td>Prepayment terms</td><td>Whether you can pay extra without a penalty</td></tr>
</tbody>
</table>
<h2>5. Consider the age of the car</h2>
<p>Lenders often offer better rates on newer used vehicles than on older ones. A certified pre-owned car may qualify for promotional financing from the manufacturer’s finance arm.</p>
<h2>6. Separate the negotiations</h2>
<p>Agree on the price of the car, the value of your trade-in and the financing as three separate conversations. Mixing them makes it harder to see whether you are getting a good deal on each.</p>
<h2>7. Read every line of the contract</h2>
<ul>
<li>Make sure optional products such as extended warranties or protection packages are truly optional and priced clearly.</li>
<li>Confirm there is no penalty for paying the loan off early.</li>
<li>Check that the rate and term match what you agreed on.</li>
</ul>
<blockquote>In BC, dealers are licensed by the <a href="https://www.mvsabc.com/">Vehicle Sales Authority of BC</a>, which also publishes consumer guides on financing and buying.</blockquote>
<p>Our finance team works with several lenders and will show you every option side by side, including what you would pay in total. There is never any obligation to finance through us.</p>`,
  },
  {
    title: 'Review: 2021 Toyota RAV4 XLE, Still the Default Choice?',
    slug: 'review-2021-toyota-rav4-xle-still-the-default-choice',
    excerpt:
      'The RAV4 is one of the most popular vehicles in Canada. We spent a week with a used 2021 XLE AWD to see whether it deserves its reputation.',
    metaDescription:
      'Our review of a used 2021 Toyota RAV4 XLE AWD: comfort, practicality, fuel use, winter driving and what to check when buying one.',
    category: 'Car Reviews',
    published: true,
    daysAgo: 63,
    content: `<p>Walk through any Richmond parkade and you will count more than a few RAV4s. The fifth-generation model arrived for 2019 with sharper styling, a stiffer platform and a more efficient engine. We drove a one-owner 2021 XLE AWD from our own inventory for a week of commuting, errands and a day trip to Squamish.</p>
<h2>What you get</h2>
<p>The XLE sits in the middle of the range and, for many buyers, is the sweet spot. Our test car had:</p>
<ul>
<li>A 2.5-litre four-cylinder engine with an eight-speed automatic and all-wheel drive.</li>
<li>Heated front seats, dual-zone climate control and a power sunroof.</li>
<li>Toyota Safety Sense 2.0: adaptive cruise control, lane tracing and automatic emergency braking.</li>
<li>Apple CarPlay and Android Auto on the dashboard touchscreen.</li>
</ul>
<h2>On the road</h2>
<p>Around town the RAV4 is easy to live with. Visibility is good, the steering is light and the turning circle makes tight parking manageable. The engine is adequate rather than quick, and it gets vocal when you ask for a hard pass on Highway 99, but it settles down at cruising speed.</p>
<p>The ride is firm but never harsh, and the car felt planted on the wet, winding road past Porteau Cove. Fitted with proper winter tires, the all-wheel-drive system gives real confidence on snowy ski-hill roads.</p>
<h3>Fuel use</h3>
<p>Over a mix of city and highway driving, our trip computer showed consumption in the low 8 L/100 km range, which is competitive for a non-hybrid compact SUV. If you do mostly stop-and-go driving, the RAV4 Hybrid is worth a look.</p>
<h2>Practicality</h2>
<p>The back seat comfortably fits two adults, and the cargo area is wide and flat with a low load floor. A week of groceries, a stroller and a cooler fit without folding the seats.</p>
<table>
<thead><tr><th>Likes</th><th>Dislikes</th></tr></thead>
<tbody>
<tr><td>Strong reliability record</td><td>Engine noise under hard acceleration</td></tr>
<tr><td>Excellent resale value</td><td>Firm ride on broken pavement</td></tr>
<tr><td>Roomy cargo area</td><td>Touchscreen is small by current standards</td></tr>
</tbody>
</table>
<h2>Buying one used</h2>
<ol>
<li>Check that software updates and any open recalls have been completed by a Toyota dealer.</li>
<li>Look for records of regular oil changes; the engine is robust but appreciates routine care.</li>
<li>Inspect the tires and brakes, which wear faster on cars used mainly in the city.</li>
</ol>
<h2>Verdict</h2>
<p>The RAV4 is not the most exciting vehicle in its class, but it does almost everything well and holds its value. For a family in Metro Vancouver who wants one car for commuting and weekend trips, a well-kept 2021 XLE remains an easy recommendation.</p>`,
  },
  {
    title: 'Spring Maintenance Checklist After a Wet Richmond Winter',
    slug: 'spring-maintenance-checklist-after-a-wet-richmond-winter',
    excerpt:
      'Months of rain, road grime and cold starts take a toll. A simple spring checklist to keep your car reliable through summer road trips.',
    metaDescription:
      'A spring car maintenance checklist for Metro Vancouver drivers: wipers, tires, brakes, fluids, underbody cleaning and more.',
    category: 'Maintenance',
    published: true,
    daysAgo: 82,
    content: `<p>Lower Mainland winters are less about snow and more about rain, darkness and grime. By April, most cars have spent months splashing through puddles, crawling in traffic and sitting in damp parkades. A spring check-up catches small problems before summer road trips turn them into big ones.</p>
<h2>Visibility first</h2>
<ul>
<li><strong>Wiper blades</strong>: if they streak or chatter, replace them. Months of heavy rain wear them out faster than you might expect.</li>
<li><strong>Washer fluid</strong>: top up and switch to a bug-removing summer formula once the frost risk has passed.</li>
<li><strong>Lights</strong>: walk around the car with the lights on. Cloudy headlight lenses can be restored for much less than a replacement.</li>
</ul>
<h2>Tires and alignment</h2>
<p>If you run winter tires, swap back once overnight temperatures stay above about 7°C. Winter rubber wears quickly on warm pavement. While the wheels are off:</p>
<ol>
<li>Check tread depth and look for uneven wear, which can point to an alignment problem after a season of potholes.</li>
<li>Inspect the sidewalls for bulges or cuts.</li>
<li>Set pressures to the values on the driver’s door jamb, not the maximum printed on the tire.</li>
<li>Label and store the winter set, noting which corner each tire came from so you can rotate them next fall.</li>
</ol>
<h2>Brakes</h2>
<p>Wet weather and road grit are hard on brakes. Listen for grinding or squealing, and notice whether the pedal feels soft. Cars that sit for long periods in damp weather can develop surface rust on rotors, which usually cleans up with normal driving but should be checked if the vibration persists.</p>
<h2>Fluids and filters</h2>
<table>
<thead><tr><th>Item</th><th>What to look for</th></tr></thead>
<tbody>
<tr><td>Engine oil</td><td>Level and colour; follow the interval in your owner’s manual</td></tr>
<tr><td>Coolant</td><td>Level in the reservoir with the engine cold</td></tr>
<tr><td>Brake fluid</td><td>Level and age; many makers suggest replacing it every few years</td></tr>
<tr><td>Cabin air filter</td><td>Musty smells or weak airflow mean it is due</td></tr>
</tbody>
</table>
<h2>Clean the underside</h2>
<p>Even without heavy road salt, winter leaves sand, grit and de-icing residue in the wheel wells and underbody. A wash with an underbody rinse helps prevent corrosion. While you are at it, clear leaves from the cowl below the windshield and check that door and sunroof drains are not blocked; trapped water is a common source of mysterious interior leaks.</p>
<h2>Battery and electrical</h2>
<p>Cold starts and short trips strain batteries. If yours is more than four or five years old, ask for a load test during your next service. For hybrids and EVs, check that the 12-volt battery is healthy too, because it powers the systems that start the car.</p>
<blockquote>Book a spring inspection with our service partners and we will check every item on this list in about an hour.</blockquote>`,
  },
  {
    title: 'Hybrid Battery Health: What Used Car Buyers Should Ask',
    slug: 'hybrid-battery-health-what-used-car-buyers-should-ask',
    excerpt:
      'Hybrid batteries usually last a long time, but a few questions before you buy can save you an expensive surprise.',
    metaDescription:
      'What to ask about hybrid battery health when buying a used hybrid: warranty coverage, diagnostic checks, warning signs and replacement options.',
    category: 'Maintenance',
    published: false,
    daysAgo: 2,
    content: `<p>Hybrids have been on Canadian roads for more than two decades, and the early fears about battery life have mostly proven unfounded. Many hybrids pass 250,000 km on their original high-voltage battery. Still, a battery is an expensive component, and it is worth understanding its condition before you buy a used hybrid.</p>
<h2>Start with the warranty</h2>
<p>Manufacturers typically cover hybrid components for longer than the basic warranty, and the coverage usually transfers to the next owner. Ask for the in-service date and confirm the remaining coverage in years and kilometres with a dealer for that brand.</p>
<h2>Ask for a diagnostic check</h2>
<p>A technician with the right scan tool can read the state of the battery, including how evenly its cell blocks are balanced. An uneven pack is an early sign of wear. This check takes little time and is worth requesting as part of a pre-purchase inspection.</p>
<h3>Questions to ask the seller</h3>
<ul>
<li>Has the hybrid battery or inverter ever been replaced or repaired?</li>
<li>Has the battery cooling fan and its filter been cleaned? Blocked vents make the battery run hot.</li>
<li>Has the car sat unused for long periods? Hybrids prefer to be driven.</li>
<li>Are there service records from a dealer or a hybrid specialist?</li>
</ul>
<h2>Warning signs on a test drive</h2>
<ol>
<li>The engine runs far more than you would expect, even at low speed.</li>
<li>The battery gauge swings quickly between nearly full and nearly empty.</li>
<li>Fuel economy is much worse than the model usually achieves.</li>
<li>Any hybrid system warning light appears on the dashboard.</li>
</ol>
<h2>If the battery does need work</h2>
<p>Replacement costs have come down as more hybrids reach high kilometres. Options include a new battery from the manufacturer, a remanufactured unit or reconditioning of the existing pack. A new unit offers the longest life, while remanufactured packs can be a good value on older cars. Get a written quote before you buy if the diagnostic check shows signs of wear, and factor it into your offer.</p>
<h2>The 12-volt battery matters too</h2>
<p>Hybrids also have a small 12-volt battery that powers the computers that start the system. A weak one can cause confusing warning lights or a car that will not start. It is an inexpensive item, so replace it if it is old.</p>
<blockquote>Every hybrid we sell has a battery health scan on file. Ask to see it when you book a test drive.</blockquote>
<p>With a little due diligence, a used hybrid can be one of the most economical cars you ever own.</p>`,
  },
];
