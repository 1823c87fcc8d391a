/**
 * Demonstration news for a first run, so a fresh checkout shows a working news section in every
 * edition: English items, and a few written in Urdu and in Pashto (Urdu in 0-9, Pashto in its own
 * digits, as each edition writes numbers). Neutral, invented items (see docs/server.md): the party's
 * press office replaces them with real ones.
 */
export type SeedNews = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: "press" | "media" | "youth" | "women";
  publishedAt: string;
  link?: string;
  /** Article body without the lead image: the detail page shows the thumbnail above it. */
  body: string;
  /** Two colours for the generated placeholder image. */
  palette: [string, string];
  /** The article's language when it is not English: its edition lists it first. */
  lang?: "ur" | "ps";
  /** The byline as the article's language writes it (an English article takes its author's name). */
  byline?: string;
};

export const SEED_AUTHORS = {
  press: { name: "QWP Press Office", email: "press@qwp.org.pk" },
  media: { name: "QWP Media Wing", email: "media@qwp.org.pk" },
  youth: { name: "QWP Youth Wing", email: "youth@qwp.org.pk" },
  women: { name: "QWP Women Wing", email: "women@qwp.org.pk" },
} as const;

export const SEED_NEWS: readonly SeedNews[] = [
  {
    slug: "provincial-council-meets-in-peshawar",
    title: "Provincial council meets in Peshawar to review organisational year",
    excerpt:
      "Members of the provincial council met at the Central Secretariat to review district reports, membership figures and the programme for the coming year.",
    category: "Party Affairs",
    author: "press",
    publishedAt: "2026-11-20T10:30:00.000Z",
    palette: ["#8f1d21", "#2b2b2b"],
    body: `
<p>The provincial council met at the Central Secretariat in University Town, Peshawar, to review the year's work of the district organisations. Office bearers from every division presented written reports.</p>
<h2>What the council reviewed</h2>
<ul>
  <li>Membership registration in each district, including applications received online</li>
  <li>Progress of the district and tehsil organisational elections</li>
  <li>Training sessions held by the youth, women and lawyers wings</li>
  <li>Preparations for the annual convention</li>
</ul>
<h2>Membership by division</h2>
<table>
  <thead><tr><th scope="col">Division</th><th scope="col">New members</th><th scope="col">District offices</th></tr></thead>
  <tbody>
    <tr><td>Peshawar</td><td>1,240</td><td>4</td></tr>
    <tr><td>Mardan</td><td>860</td><td>2</td></tr>
    <tr><td>Malakand</td><td>710</td><td>5</td></tr>
    <tr><td>Hazara</td><td>430</td><td>3</td></tr>
  </tbody>
</table>
<p>The council asked every district to publish its office hours and contact numbers. Readers can find the central office details on the <a href="/contact">contact page</a>.</p>`,
  },
  {
    slug: "youth-convention-on-jobs-and-skills",
    title: "Youth convention discusses jobs, skills and digital work",
    excerpt:
      "Students and young professionals from twelve districts joined a day of panels on employment, vocational training and online freelancing.",
    category: "Youth",
    author: "youth",
    publishedAt: "2026-11-14T09:00:00.000Z",
    palette: ["#1f5f8b", "#0f2f45"],
    body: `
<p>More than four hundred students and young professionals took part in the youth wing's convention on employment and skills. Panels were held in Pashto and Urdu.</p>
<h2>Panels</h2>
<ol>
  <li>Vocational training and apprenticeships in the province</li>
  <li>Freelancing and remote work: payments, contracts and safety online</li>
  <li>Starting a small business: registration and access to credit</li>
</ol>
<blockquote><p>"Young people here do not lack talent; they lack a first opportunity. Our job is to open doors." — a youth wing organiser</p></blockquote>
<h3>Follow-up</h3>
<p>The wing will hold monthly skills clinics at district offices. Young people who want to help can <a href="/join-qwp">apply for membership</a> and choose the Youth Wing.</p>`,
  },
  {
    slug: "women-wing-training-for-district-organisers",
    title: "Women wing trains district organisers in community outreach",
    excerpt:
      "A two-day workshop covered door-to-door outreach, voter registration checks and how to help women obtain their national identity cards.",
    category: "Women",
    author: "women",
    publishedAt: "2026-11-07T11:15:00.000Z",
    palette: ["#7a2e6b", "#3a1633"],
    body: `
<p>The women wing held a two-day training workshop for district organisers. The sessions focused on practical outreach in neighbourhoods and villages.</p>
<h2>Topics covered</h2>
<ul>
  <li>Helping women obtain or renew a computerised national identity card</li>
  <li>Checking voter registration with the Election Commission's SMS service</li>
  <li>Organising safe, accessible meeting spaces</li>
</ul>
<p>Voter registration details can be checked through the <a href="https://www.ecp.gov.pk" rel="noopener noreferrer">Election Commission of Pakistan</a>.</p>
<h2>Workshop in numbers</h2>
<table>
  <thead><tr><th scope="col">Item</th><th scope="col">Figure</th></tr></thead>
  <tbody>
    <tr><td>Participants</td><td>86</td></tr>
    <tr><td>Districts represented</td><td>17</td></tr>
    <tr><td>Trainers</td><td>6</td></tr>
  </tbody>
</table>`,
  },
  {
    slug: "tree-plantation-drive-across-districts",
    title: "Workers plant saplings in a province-wide tree plantation drive",
    excerpt:
      "Party workers, students and local volunteers planted saplings along roads, in school grounds and on riverbanks during the autumn planting season.",
    category: "Community",
    author: "media",
    publishedAt: "2026-10-30T07:45:00.000Z",
    palette: ["#2e6b3a", "#14331b"],
    body: `
<p>Volunteers joined party workers for the autumn tree plantation drive. Local forest department nurseries supplied the saplings, and schools chose the planting sites on their grounds.</p>
<h2>Where the saplings went</h2>
<table>
  <thead><tr><th scope="col">District</th><th scope="col">Saplings</th><th scope="col">Main species</th></tr></thead>
  <tbody>
    <tr><td>Charsadda</td><td>3,500</td><td>Shisham, mulberry</td></tr>
    <tr><td>Swabi</td><td>2,800</td><td>Eucalyptus, neem</td></tr>
    <tr><td>Nowshera</td><td>2,100</td><td>Poplar, shisham</td></tr>
  </tbody>
</table>
<h3>Looking after the trees</h3>
<p>Each school and village committee named two people to water the saplings through the first summer. District offices will report survival rates in spring.</p>`,
  },
  {
    slug: "free-medical-camp-in-charsadda",
    title: "Free medical camp in Charsadda sees more than 900 patients",
    excerpt:
      "Volunteer doctors from the doctors wing examined patients, gave basic medicines and referred serious cases to district hospitals.",
    category: "Health",
    author: "media",
    publishedAt: "2026-10-22T08:00:00.000Z",
    palette: ["#1d6f73", "#0b3537"],
    body: `
<p>The doctors wing organised a one-day free medical camp at a government school in Charsadda. General physicians, a paediatrician, a gynaecologist and an eye specialist volunteered their time.</p>
<h2>Services offered</h2>
<ul>
  <li>General check-ups and blood pressure and sugar tests</li>
  <li>Children's health and vaccination advice</li>
  <li>Eye examinations, with reading glasses for those who needed them</li>
  <li>Referrals to district hospitals for follow-up care</li>
</ul>
<p>Doctors and nurses who would like to volunteer at future camps can write to the party through the <a href="/contact">contact form</a>.</p>`,
  },
  {
    slug: "manifesto-consultation-with-traders",
    title: "Manifesto consultation held with traders' associations",
    excerpt:
      "Representatives of traders' associations shared proposals on taxes, electricity supply and market infrastructure for the party's next manifesto.",
    category: "Manifesto",
    author: "press",
    publishedAt: "2026-10-15T12:00:00.000Z",
    palette: ["#8a5a14", "#3d2806"],
    body: `
<p>The traders wing hosted a consultation with representatives of market and traders' associations as part of the process of writing the next manifesto.</p>
<h2>Main proposals</h2>
<ol>
  <li>A simpler, single-window tax registration for small shops</li>
  <li>Published load-shedding schedules for commercial areas</li>
  <li>Parking, drainage and fire safety in old bazaars</li>
</ol>
<p>The proposals will be discussed by the manifesto committee. Earlier manifestos are available on the <a href="/about/manifestos">manifestos page</a>.</p>`,
  },
  {
    slug: "membership-applications-now-online",
    title: "Membership applications can now be submitted online",
    excerpt:
      "Citizens can apply for party membership through the website. Applications are reviewed by the district organisation of the applicant.",
    category: "Party Affairs",
    author: "press",
    publishedAt: "2026-10-08T06:30:00.000Z",
    palette: ["#8f1d21", "#5a1013"],
    body: `
<p>The party has opened online membership applications on its website. The form asks for personal details, education and profession, and the applicant's constituency.</p>
<h2>How it works</h2>
<ol>
  <li>Fill in the <a href="/join-qwp">membership application form</a></li>
  <li>The district organisation reviews the application</li>
  <li>An office bearer contacts the applicant to complete registration</li>
</ol>
<h3>Your data</h3>
<p>Applications are stored by the party's central office and used only for membership. CNIC numbers are used to prevent duplicate registrations.</p>`,
  },
  {
    slug: "flood-preparedness-meeting-swat",
    title: "Flood preparedness meeting held with volunteers in Swat",
    excerpt:
      "Volunteers reviewed evacuation routes, first-aid kits and communication plans ahead of the next monsoon season.",
    category: "Community",
    author: "media",
    publishedAt: "2026-09-30T09:30:00.000Z",
    palette: ["#2f4f7f", "#15243b"],
    body: `
<p>Local volunteers met in Mingora to review what worked and what did not during past floods, and to prepare for the next monsoon.</p>
<h2>Agreed steps</h2>
<ul>
  <li>Map safe gathering points in each union council</li>
  <li>Keep first-aid kits and drinking water at district offices</li>
  <li>Set up phone trees so warnings reach every village quickly</li>
</ul>
<p>Official flood warnings are issued by the <a href="https://www.pdma.gov.pk" rel="noopener noreferrer">Provincial Disaster Management Authority</a>.</p>`,
  },
  {
    slug: "scholarship-scheme-for-students",
    title: "Students' welfare committee announces need-based scholarships",
    excerpt:
      "The committee will support students from low-income families with tuition and book grants for the spring semester.",
    category: "Education",
    author: "youth",
    publishedAt: "2026-09-22T10:00:00.000Z",
    palette: ["#4b3f8f", "#221c45"],
    body: `
<p>The students' welfare committee has announced need-based grants for students enrolled in public colleges and universities.</p>
<h2>Who can apply</h2>
<ul>
  <li>Students enrolled in a public college or university in the province</li>
  <li>Family income below the limit set by the committee</li>
  <li>Passed the previous semester or year</li>
</ul>
<h2>Grants</h2>
<table>
  <thead><tr><th scope="col">Level</th><th scope="col">Tuition grant (PKR)</th><th scope="col">Books (PKR)</th></tr></thead>
  <tbody>
    <tr><td>Intermediate</td><td>15,000</td><td>3,000</td></tr>
    <tr><td>Undergraduate</td><td>30,000</td><td>5,000</td></tr>
    <tr><td>Postgraduate</td><td>40,000</td><td>6,000</td></tr>
  </tbody>
</table>
<p>Applications are accepted at district offices.</p>`,
  },
  {
    slug: "district-organisation-elections-schedule",
    title: "Schedule announced for district organisation elections",
    excerpt:
      "Intra-party elections for district office bearers will be held in phases, with nomination papers available at each district office.",
    category: "Party Affairs",
    author: "press",
    publishedAt: "2026-09-12T13:00:00.000Z",
    palette: ["#6b1a1d", "#262626"],
    body: `
<p>The party's election commission has announced the schedule for intra-party elections of district office bearers.</p>
<h2>Phases</h2>
<table>
  <thead><tr><th scope="col">Phase</th><th scope="col">Divisions</th><th scope="col">Polling</th></tr></thead>
  <tbody>
    <tr><td>1</td><td>Peshawar, Mardan</td><td>First week</td></tr>
    <tr><td>2</td><td>Malakand, Hazara</td><td>Second week</td></tr>
    <tr><td>3</td><td>Kohat, Bannu, Dera Ismail Khan</td><td>Third week</td></tr>
  </tbody>
</table>
<h3>Eligibility</h3>
<p>Registered members in good standing may contest and vote. Nomination papers are available at district offices.</p>`,
  },
  {
    slug: "lawyers-wing-legal-aid-desk",
    title: "Lawyers wing opens a weekly legal aid desk",
    excerpt:
      "Volunteer lawyers will give free advice on land records, family matters and consumer complaints every Saturday.",
    category: "Community",
    author: "media",
    publishedAt: "2026-09-03T08:30:00.000Z",
    palette: ["#3b3b3b", "#141414"],
    body: `
<p>The lawyers wing has opened a free legal aid desk at the Central Secretariat. Volunteer advocates will be available every Saturday morning.</p>
<h2>Advice available on</h2>
<ul>
  <li>Land records and inheritance</li>
  <li>Family law matters</li>
  <li>Consumer complaints and utility bills</li>
  <li>Filing applications with government offices</li>
</ul>
<p>The desk gives advice only; it does not take up cases. Opening hours and the address are on the <a href="/contact">contact page</a>.</p>`,
  },
  {
    slug: "statement-on-provincial-finance",
    title: "Party calls for timely transfer of the province's financial share",
    excerpt:
      "A resolution of the central committee asks for the province's share under the finance award to be released on schedule.",
    category: "Statements",
    author: "press",
    publishedAt: "2026-08-25T15:00:00.000Z",
    palette: ["#14507a", "#0a2436"],
    body: `
<p>The central committee adopted a resolution on provincial finances. It asks that the province's share of federal revenue be transferred on schedule, so that development projects are not delayed.</p>
<h2>The resolution asks for</h2>
<ol>
  <li>Releases to follow the published schedule</li>
  <li>Arrears for merged districts to be cleared</li>
  <li>Quarterly publication of transfers</li>
</ol>
<p>The party's position on provincial autonomy is set out in its <a href="/about/manifestos">manifestos</a>.</p>`,
  },
  {
    slug: "it-wing-digital-literacy-classes",
    title: "IT wing starts free digital literacy classes",
    excerpt:
      "Evening classes teach the basics of smartphones, online safety and government e-services to adults of all ages.",
    category: "Education",
    author: "youth",
    publishedAt: "2026-08-14T16:00:00.000Z",
    palette: ["#1a6b5a", "#0b3128"],
    body: `
<p>The IT wing has started free evening classes in digital literacy at three district offices.</p>
<h2>Course outline</h2>
<ol>
  <li>Using a smartphone safely: passwords, updates and scams</li>
  <li>Using government e-services for identity cards and utility bills</li>
  <li>Sending email and filling in online forms</li>
</ol>
<h3>Schedule</h3>
<table>
  <thead><tr><th scope="col">Office</th><th scope="col">Days</th><th scope="col">Time</th></tr></thead>
  <tbody>
    <tr><td>Peshawar</td><td>Monday, Wednesday</td><td>5–7 pm</td></tr>
    <tr><td>Mardan</td><td>Tuesday, Thursday</td><td>5–7 pm</td></tr>
    <tr><td>Swabi</td><td>Saturday</td><td>3–6 pm</td></tr>
  </tbody>
</table>`,
  },
  {
    slug: "independence-day-gathering",
    title: "Workers mark Independence Day with gatherings across the province",
    excerpt:
      "Flag-hoisting ceremonies, speeches and cultural programmes were held at district offices on 14 August.",
    category: "Events",
    author: "media",
    publishedAt: "2026-08-14T06:00:00.000Z",
    palette: ["#1f6b2e", "#0c2f13"],
    body: `
<p>District offices held flag-hoisting ceremonies on Independence Day, followed by speeches and cultural programmes with traditional music and poetry.</p>
<h2>Programme</h2>
<ul>
  <li>Flag hoisting and the national anthem</li>
  <li>Speeches by district office bearers</li>
  <li>Poetry recitals in Pashto and Urdu</li>
</ul>
<p>Photographs of the gatherings were shared on the party's social media pages.</p>`,
  },  {
    slug: "district-offices-open-on-saturdays",
    title: "ضلعی دفاتر اب ہفتے کے روز بھی کھلے رہیں گے",
    excerpt: "صوبائی تنظیم کے فیصلے کے مطابق تمام ضلعی دفاتر ہفتے کے روز بھی عوام کی شکایات اور رکنیت کی درخواستیں وصول کریں گے۔",
    category: "پارٹی امور",
    author: "press",
    byline: "قومی وطن پارٹی، پریس آفس",
    lang: "ur",
    publishedAt: "2026-08-11T09:00:00.000Z",
    palette: ["#7a1c1f", "#2b2b2b"],
    body: `
<p>صوبائی تنظیم نے فیصلہ کیا ہے کہ تمام ضلعی دفاتر اب ہفتے کے روز بھی صبح 10 بجے سے دوپہر 2 بجے تک کھلے رہیں گے، تاکہ ملازمت پیشہ لوگ بھی اپنے مسائل لے کر آ سکیں۔</p>
<h2>دفاتر میں کیا ہو سکے گا</h2>
<ul>
  <li>رکنیت کی درخواست جمع کرانا اور اس کی صورتِ حال معلوم کرنا</li>
  <li>بجلی، پانی اور سڑکوں سے متعلق شکایات درج کرانا</li>
  <li>مقامی عہدیداروں سے ملاقات کا وقت لینا</li>
</ul>
<p>ہر ضلع کے دفتر کا پتا اور فون نمبر <a href="/ur/contact">رابطے کے صفحے</a> پر دستیاب ہے۔</p>`,
  },
  {
    slug: "women-wing-health-awareness-mardan",
    title: "مردان میں خواتین ونگ کی صحت سے آگاہی کی مہم",
    excerpt: "خواتین ونگ نے مردان کے دیہات میں ماں اور بچے کی صحت پر آگاہی نشستیں منعقد کیں جن میں 300 سے زائد خواتین شریک ہوئیں۔",
    category: "خواتین",
    author: "women",
    byline: "قومی وطن پارٹی، خواتین ونگ",
    lang: "ur",
    publishedAt: "2026-08-04T08:30:00.000Z",
    palette: ["#7b2d5c", "#2e0f22"],
    body: `
<p>خواتین ونگ کی رضاکاروں نے مردان کے پانچ دیہات میں ماں اور بچے کی صحت پر آگاہی نشستیں منعقد کیں۔ مقامی لیڈی ہیلتھ ورکرز نے حفاظتی ٹیکوں، صاف پانی اور متوازن غذا کے بارے میں معلومات دیں۔</p>
<h2>اگلے مراحل</h2>
<p>ونگ آئندہ مہینوں میں چارسدہ اور صوابی میں بھی یہی نشستیں منعقد کرے گا۔ جو خواتین اس کام میں حصہ لینا چاہیں وہ <a href="/ur/join-qwp">رکنیت کی درخواست</a> دے کر خواتین ونگ کا انتخاب کر سکتی ہیں۔</p>`,
  },
  {
    slug: "statement-on-electricity-load-shedding",
    title: "بجلی کی لوڈشیڈنگ پر پارٹی کا بیان",
    excerpt: "پارٹی نے دیہی علاقوں میں طویل لوڈشیڈنگ پر تشویش کا اظہار کرتے ہوئے صوبے کو اس کی پیدا کردہ بجلی کا منصفانہ حصہ دینے کا مطالبہ کیا۔",
    category: "بیانات",
    author: "press",
    byline: "قومی وطن پارٹی، پریس آفس",
    lang: "ur",
    publishedAt: "2026-07-29T12:00:00.000Z",
    palette: ["#5c4a12", "#221b06"],
    body: `
<p>پارٹی کے ترجمان نے کہا ہے کہ صوبے کے کئی دیہی علاقوں میں روزانہ 12 گھنٹے تک بجلی بند رہتی ہے، جس سے کسانوں، طلبہ اور چھوٹے کاروبار کو شدید نقصان ہو رہا ہے۔</p>
<blockquote><p>”جو صوبہ ملک کے لیے بجلی پیدا کرتا ہے، اس کے اپنے گھر اندھیرے میں نہیں رہنے چاہییں۔“ — پارٹی ترجمان</p></blockquote>
<p>پارٹی نے مطالبہ کیا کہ لوڈشیڈنگ کا شیڈول پہلے سے شائع کیا جائے اور پن بجلی کے منافع کے بقایاجات صوبے کو ادا کیے جائیں۔</p>`,
  },
  {
    slug: "youth-wing-blood-donation-camp-peshawar",
    title: "د ځوانانو وزر په پېښور کې د وینې ورکولو کمپ جوړ کړ",
    excerpt: "د ګوند د ځوانانو وزر د پېښور په یوه روغتون کې د وینې ورکولو کمپ جوړ کړ، چې پکې ۱۲۰ ځوانانو وینه ورکړه.",
    category: "ځوانان",
    author: "youth",
    byline: "قومي وطن ګوند، د ځوانانو وزر",
    lang: "ps",
    publishedAt: "2026-08-08T07:00:00.000Z",
    palette: ["#8b1e2d", "#2f0a10"],
    body: `
<p>د ځوانانو وزر د تالاسیمیا ناروغانو ماشومانو لپاره د پېښور په یوه روغتون کې د وینې ورکولو کمپ جوړ کړ. ۱۲۰ ځوانانو، چې ډېری یې د پوهنتون زده کوونکي وو، وینه ورکړه.</p>
<h2>راتلونکي کمپونه</h2>
<ul>
  <li>مردان: د راتلونکې میاشتې په لومړۍ اونۍ کې</li>
  <li>سوات: د ښوونځیو له رخصتیو وروسته</li>
</ul>
<p>څوک چې غواړي په دې کار کې ګډون وکړي، د <a href="/ps/join-qwp">غړیتوب غوښتنلیک</a> ډک کړي او د ځوانانو وزر وټاکي.</p>`,
  },
  {
    slug: "swat-flood-relief-volunteers",
    title: "په سوات کې له سیلاب ځپلو کورنیو سره د کارکوونکو مرسته",
    excerpt: "د ګوند کارکوونکو د سوات په درې کلیو کې له سیلاب ځپلو کورنیو ته خوراکي توکي، کمپلې او پاکې اوبه ورسولې.",
    category: "ټولنه",
    author: "press",
    byline: "قومي وطن ګوند، مطبوعاتي دفتر",
    lang: "ps",
    publishedAt: "2026-08-01T10:00:00.000Z",
    palette: ["#1f4f6b", "#0b2030"],
    body: `
<p>د ګوند کارکوونکو د سوات د سیلاب ځپلو سیمو له مشرانو سره په مشوره د درې کلیو ۳۵۰ کورنیو ته خوراکي توکي، کمپلې او د پاکو اوبو کڅوړې ورسولې.</p>
<h2>څه ته اړتیا ده</h2>
<p>سیمه ییز مشران وايي چې تر ټولو ډېره اړتیا د ښوونځیو او لارو بیارغونې ته ده. ګوند له حکومته غوښتنه کړې چې د بیارغونې پیسې ژر ورکړي.</p>
<p>د مرستې لپاره د ګوند له دفتر سره د <a href="/ps/contact">اړیکې پاڼې</a> له لارې اړیکه ونیسئ.</p>`,
  },
  {
    slug: "statement-on-pashto-in-primary-schools",
    title: "د ګوند بیان: په لومړنیو ښوونځیو کې دې زده کړه په مورنۍ ژبه وي او د پښتو درسي کتابونه دې د تعلیمي کال له پیل مخکې چاپ شي",
    excerpt: "ګوند غوښتنه وکړه چې په لومړنیو ښوونځیو کې زده کړه په مورنۍ ژبه وي او د پښتو درسي کتابونه په وخت چاپ شي.",
    category: "بیانونه",
    author: "press",
    byline: "قومي وطن ګوند، مطبوعاتي دفتر",
    lang: "ps",
    publishedAt: "2026-07-24T11:30:00.000Z",
    palette: ["#2e6b3a", "#10301a"],
    body: `
<p>د ګوند ویاند وویل چې ماشومان هغه وخت ښه زده کړه کوي چې لومړني ټولګي یې په مورنۍ ژبه وي. هغه غوښتنه وکړه چې د پښتو درسي کتابونه د تعلیمي کال له پیل مخکې ښوونځیو ته ورسول شي.</p>
<blockquote><p>«ژبه زموږ پېژندګلوي ده؛ د هغې ساتنه د ښوونځي له ټولګي پیلېږي.» — د ګوند ویاند</p></blockquote>`,
  },
];
