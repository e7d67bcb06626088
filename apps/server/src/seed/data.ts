import type { CategoryId, Language, sampleTasks, skillChoices, TaskStatus, VerificationDocument } from '@market/shared';

/** The demo marketplace's content: people, gigs, review texts and tasks. Pure data, no I/O. */

export type SeedPerson = {
  username: string;
  /** The name on the demo ID card pictures; avatars show the username's initials, as the web does. */
  displayName: string;
  country: string;
  desc: string;
  phone?: string;
  /** Languages shown on the seller page. */
  languages?: string[];
  /** Avatar background colour. */
  color: string;
  /** The language they read the product in (English when absent). */
  language?: Language;
};

export const sellers: SeedPerson[] = [
  {
    username: 'ayesha_designs',
    displayName: 'Ayesha Khan',
    country: 'Pakistan',
    languages: ['English', 'Urdu', 'Punjabi'],
    phone: '+92 321 4567890',
    color: '#db2777',
    desc: "Hi, I'm Ayesha, a brand designer from Lahore. For seven years I have designed logos, packaging and social media kits for startups and family businesses in Pakistan, the Gulf and the UK. I keep designs clean, memorable and easy to use everywhere.",
  },
  {
    username: 'fatima_growth',
    displayName: 'Fatima Malik',
    country: 'Pakistan',
    languages: ['English', 'Urdu'],
    phone: '+92 333 2109876',
    color: '#2563eb',
    desc: 'Digital marketer and former agency lead from Islamabad. I help online stores and service businesses grow with SEO, paid social and clear business plans. Google Ads and Meta Blueprint certified.',
  },
  {
    username: 'sarah_writes',
    displayName: 'Sarah Mitchell',
    country: 'United Kingdom',
    languages: ['English', 'French', 'Spanish'],
    color: '#0f766e',
    desc: 'Copywriter and translator based in Manchester. I write website copy, blog articles and product descriptions, and translate between English, French and Spanish. Former magazine sub-editor, so deadlines and style guides are my comfort zone.',
  },
  {
    username: 'hamza_motion',
    displayName: 'Hamza Qureshi',
    country: 'Pakistan',
    languages: ['English', 'Urdu', 'Sindhi'],
    phone: '+92 345 7788990',
    color: '#7c3aed',
    desc: 'Motion designer and video editor from Karachi. I turn ideas into explainer videos, logo animations and scroll-stopping reels. After Effects, Premiere Pro and DaVinci Resolve are my daily tools.',
  },
  {
    username: 'lucas_sound',
    displayName: 'Lucas Moreno',
    country: 'Spain',
    languages: ['Spanish', 'English', 'Catalan'],
    color: '#ea580c',
    desc: 'Music producer and mixing engineer from Valencia with a small treated studio. I mix and master songs and podcasts, compose jingles and record warm English and Spanish voice-overs.',
  },
  {
    username: 'bilal_dev',
    displayName: 'Bilal Ahmed',
    country: 'Pakistan',
    languages: ['English', 'Urdu'],
    phone: '+92 300 9876543',
    color: '#0891b2',
    desc: 'Full-stack developer from Rawalpindi. I build fast websites and web apps with React, Node.js and WordPress, and I fix the bugs other people gave up on. Clean code, clear communication, on-time delivery.',
  },
  {
    username: 'daniel_data',
    displayName: 'Daniel Okafor',
    country: 'Nigeria',
    languages: ['English', 'Yoruba'],
    color: '#16a34a',
    desc: 'Data analyst from Lagos. I clean messy spreadsheets, build Excel and Power BI dashboards, scrape websites with Python and support founders as a virtual assistant. Accuracy first.',
  },
  {
    username: 'mei_lens',
    displayName: 'Mei Tanaka',
    country: 'Japan',
    languages: ['Japanese', 'English'],
    color: '#b45309',
    desc: 'Product photographer and certified yoga teacher based in Kyoto. I shoot and retouch product photos for online shops, and I share the calm side of Japanese life through yoga sessions, travel plans and language lessons.',
  },
];

/**
 * The sellers who sent their identity documents from /verification, one in each state an admin's
 * answer leaves (the other sellers have not started: `none`). The main demo seller is verified and
 * can withdraw; her Payoneer account keeps her business name as its title, so the payout queue
 * shows its warning beside her waiting payout. Pure data; IBANs carry valid check digits.
 */
export type SellerIdentity = {
  state: 'verified' | 'pending' | 'changes_requested' | 'rejected';
  /** The admin's reason and the document asked for again (changes_requested, rejected). */
  reason?: string;
  document?: VerificationDocument;
  sentDaysAgo: number;
  cnic: string;
  birthdate: string;
  address: string;
  skills: (typeof skillChoices)[number][];
  payoneer: boolean;
  wise: boolean;
  bankIban: string;
  easypaisaAccount: string;
  bankName: string;
};

export const sellerIdentities: Record<string, SellerIdentity> = {
  ayesha_designs: {
    state: 'verified',
    sentDaysAgo: 60,
    cnic: '35202-3141592-4',
    birthdate: '1992-06-18',
    address: 'House 9, Street 3, DHA Phase 5, Lahore, Punjab',
    skills: ['Graphic Design', 'Presentation Slides'],
    payoneer: true,
    wise: false,
    bankIban: 'PK63HABB0017550012345678',
    easypaisaAccount: '03214567890',
    bankName: 'Demo Bank Limited',
  },
  bilal_dev: {
    state: 'pending',
    sentDaysAgo: 1,
    cnic: '37405-2718281-5',
    birthdate: '1994-02-07',
    address: 'House 61, Street 15, Satellite Town, Rawalpindi, Punjab',
    skills: ['Data Entry'],
    payoneer: true,
    wise: true,
    bankIban: 'PK27MEZN0003280011223344',
    easypaisaAccount: '03009876543',
    bankName: 'Demo Bank Limited',
  },
  hamza_motion: {
    state: 'changes_requested',
    reason: 'The ID card photo is blurred; please take it again in good light.',
    document: 'idCardFront',
    sentDaysAgo: 4,
    cnic: '42201-1618033-9',
    birthdate: '1997-09-23',
    address: 'Flat 7, Block 4, Gulistan-e-Jauhar, Karachi, Sindh',
    skills: ['Graphic Design'],
    payoneer: false,
    wise: true,
    bankIban: 'PK65UNIL0109000456789012',
    easypaisaAccount: '03457788990',
    bankName: 'Demo Bank Limited',
  },
  fatima_growth: {
    state: 'rejected',
    reason: 'The name on the ID card is not the legal name given; please send your documents again with your name as printed on the card.',
    sentDaysAgo: 12,
    cnic: '61101-1414213-6',
    birthdate: '1990-12-01',
    address: 'House 18, Street 22, Sector F-7/2, Islamabad',
    skills: ['Presentation Slides', 'Paper Reviews'],
    payoneer: true,
    wise: false,
    bankIban: 'PK49ALFH0022330044556677',
    easypaisaAccount: '03332109876',
    bankName: 'Demo Bank Limited',
  },
};

/** The buyer whose shortlist the demo shows (hearts on cards, `/saved`), and how many gigs it holds. */
export const shortlist = { username: 'demo_buyer', gigs: 3 } as const;

export const buyers: SeedPerson[] = [
  {
    username: 'demo_buyer',
    displayName: 'Omar Siddiqui',
    country: 'Pakistan',
    phone: '+92 312 3456789',
    color: '#4f46e5',
    desc: 'I run a small electronics shop in Multan and buy design and marketing help for it.',
  },
  {
    username: 'zainab_store',
    displayName: 'Zainab Raza',
    country: 'Pakistan',
    phone: '+92 301 2223344',
    color: '#c026d3',
    desc: 'Owner of an online clothing store selling hand-embroidered kurtas.',
  },
  {
    username: 'james_carter',
    displayName: 'James Carter',
    country: 'United States',
    color: '#0369a1',
    desc: 'Founder of a SaaS startup in Austin. Always looking for reliable freelancers.',
  },
  {
    username: 'emma_bakery',
    displayName: 'Emma Wilson',
    country: 'Australia',
    color: '#be123c',
    desc: 'I own a neighbourhood bakery in Melbourne and outsource everything that is not baking.',
  },
];

export const worker = {
  username: 'demo_worker',
  displayName: 'Ali Hassan',
  email: 'demo_worker@example.com',
  color: '#15803d',
  country: 'Pakistan',
  desc: 'Reliable remote worker from Lahore: data entry, presentation slides and paper reviews.',
  phone: '+92 300 1234567',
  address: 'House 14, Street 7, Gulberg III, Lahore, Punjab',
  birthdate: '1996-04-12',
  cnic: '35202-1234567-1',
  skills: ['Data Entry', 'Presentation Slides', 'Paper Reviews'],
  payoneer: true,
  wise: false,
  bankIban: 'PK36SCBL0000001123456702',
  easypaisaAccount: '03001234567',
  bankName: 'Demo Bank Limited',
};

export const unverifiedUser = {
  username: 'demo_unverified',
  displayName: 'Hira Baig',
  email: 'demo_unverified@example.com',
  color: '#a16207',
  country: 'Pakistan',
  desc: 'New here: I can do customer chat support and graphic design tasks.',
  phone: '+92 345 1122334',
  address: 'Flat 3B, Block 13-D, Gulshan-e-Iqbal, Karachi, Sindh',
  birthdate: '1999-11-02',
  cnic: '42101-7654321-2',
  skills: ['Customer Chat Support', 'Graphic Design'],
  payoneer: false,
  wise: true,
  bankIban: 'PK20MEZN0002100104567890',
  easypaisaAccount: '03451122334',
  bankName: 'Demo Bank Limited',
};

export const admin = {
  username: 'demo_admin',
  displayName: 'Admin Team',
  email: 'demo_admin@example.com',
  color: '#334155',
  country: 'Pakistan',
  desc: 'Marketplace operations team.',
};

export type SeedGig = {
  seller: string;
  cat: CategoryId;
  title: string;
  shortTitle: string;
  shortDesc: string;
  desc: string;
  features: string[];
  price: number;
  deliveryTime: number;
  revisionNumber: number;
};

export const gigs: SeedGig[] = [
  // Graphics & Design
  {
    seller: 'ayesha_designs',
    cat: 'graphic_design01',
    title: 'I will design a modern minimalist logo for your brand',
    shortTitle: 'Modern minimalist logo',
    shortDesc: 'Clean, timeless logo with vector files and a mini brand guide.',
    desc: 'I will design a simple, memorable logo that works on a shop sign as well as on a phone screen. You get three initial concepts based on a short questionnaire about your brand, then we refine your favourite together. Final files come in AI, SVG, PNG and PDF with a one-page colour and font guide.',
    features: ['3 initial concepts', 'Vector source files', 'Transparent PNG', 'Mini brand guide', 'Social media sizes'],
    price: 45,
    deliveryTime: 3,
    revisionNumber: 3,
  },
  {
    seller: 'ayesha_designs',
    cat: 'graphic_design01',
    title: 'I will create an eye-catching social media post kit for Instagram',
    shortTitle: 'Instagram post kit',
    shortDesc: 'Ten editable Canva templates in your brand colours.',
    desc: 'Stand out in the feed with a consistent set of post and story templates designed around your brand. Every template is editable in Canva, so your team can publish new posts in minutes. I include highlight covers and a short video showing how to edit everything.',
    features: ['10 post templates', '5 story templates', 'Highlight covers', 'Editable in Canva'],
    price: 35,
    deliveryTime: 4,
    revisionNumber: 2,
  },
  {
    seller: 'ayesha_designs',
    cat: 'graphic_design01',
    title: 'I will design product packaging and label artwork ready for print',
    shortTitle: 'Packaging and labels',
    shortDesc: 'Print-ready box or label design with dieline and 3D mockup.',
    desc: 'I design boxes, pouches, jars and bottle labels that look great on a shelf and meet printing requirements. Send me your dieline or I will prepare one from your measurements. You receive print-ready CMYK files with bleed and a realistic 3D mockup for your online store.',
    features: ['Print-ready CMYK PDF', 'Dieline setup', '3D product mockup', 'Barcode placement'],
    price: 120,
    deliveryTime: 5,
    revisionNumber: 3,
  },
  {
    seller: 'ayesha_designs',
    cat: 'graphic_design01',
    title: 'I will draw a custom flat vector illustration for your website',
    shortTitle: 'Flat vector illustration',
    shortDesc: 'Friendly, on-brand illustrations for landing pages and apps.',
    desc: 'Give your website or app personality with custom flat illustrations drawn to match your colours. I sketch the idea first so you can approve the composition before I colour it. You get the vector file and optimised web exports.',
    features: ['Rough sketch first', 'Full colour vector', 'SVG and PNG exports', 'Commercial use'],
    price: 60,
    deliveryTime: 4,
    revisionNumber: 2,
  },
  // Digital Marketing
  {
    seller: 'fatima_growth',
    cat: 'digital_marketing02',
    title: 'I will do a complete on-page SEO audit of your website',
    shortTitle: 'Complete SEO audit',
    shortDesc: 'A prioritised checklist to lift your Google rankings.',
    desc: 'I will crawl your website and review titles, headings, speed, internal links, schema and content gaps against your top competitors. You get a clear report ordered by impact, so you know exactly what to fix first. Includes a 20-minute call to walk through the findings.',
    features: ['Full site crawl', 'Competitor keyword gap', 'Core Web Vitals review', 'Prioritised action list', '20-minute walkthrough call'],
    price: 80,
    deliveryTime: 3,
    revisionNumber: 1,
  },
  {
    seller: 'fatima_growth',
    cat: 'digital_marketing02',
    title: 'I will set up and manage your Facebook and Instagram ads',
    shortTitle: 'Meta ads management',
    shortDesc: 'Campaign setup, audiences and weekly optimisation.',
    desc: 'I will set up your Meta pixel, build targeted audiences and launch campaigns designed to bring sales, not just likes. For two weeks I optimise the budget daily and send you a short report every Friday. Ad spend is paid directly by you to Meta.',
    features: ['Pixel and conversions setup', '3 audience tests', '6 ad variations', 'Weekly report'],
    price: 150,
    deliveryTime: 14,
    revisionNumber: 2,
  },
  {
    seller: 'fatima_growth',
    cat: 'digital_marketing02',
    title: 'I will create a 30-day social media content calendar',
    shortTitle: '30-day content calendar',
    shortDesc: 'Post ideas, captions and hashtags for a full month.',
    desc: 'Never wonder what to post again. I research your audience and competitors, then plan 30 days of posts with captions, hashtags and the best times to publish. The calendar comes as a shared Google Sheet you can reuse.',
    features: ['30 post ideas', 'Ready-to-use captions', 'Hashtag sets', 'Posting schedule'],
    price: 40,
    deliveryTime: 5,
    revisionNumber: 2,
  },
  {
    seller: 'fatima_growth',
    cat: 'digital_marketing02',
    title: 'I will set up Google Analytics 4 and Tag Manager correctly',
    shortTitle: 'GA4 and Tag Manager setup',
    shortDesc: 'Accurate tracking of visits, leads and sales.',
    desc: 'I will install Google Analytics 4 through Tag Manager and configure the events that matter to your business, such as form submissions, purchases and button clicks. Everything is tested in debug mode before I hand over. You also get a simple dashboard to follow your numbers.',
    features: ['GA4 property setup', 'Tag Manager container', 'Up to 10 custom events', 'E-commerce tracking', 'Looker Studio dashboard'],
    price: 65,
    deliveryTime: 2,
    revisionNumber: 1,
  },
  // Writing & Translation
  {
    seller: 'sarah_writes',
    cat: 'writing_translation03',
    title: 'I will write SEO-friendly blog articles that people actually read',
    shortTitle: 'SEO blog articles',
    shortDesc: 'Well-researched 1,000-word articles in clear British or US English.',
    desc: 'I write engaging, well-researched blog posts built around the keywords your customers search for. Each article has a clear structure, a meta description and internal link suggestions. All writing is original and checked for plagiarism.',
    features: ['1,000 words', 'Keyword research', 'Meta description', 'Plagiarism check'],
    price: 30,
    deliveryTime: 3,
    revisionNumber: 2,
  },
  {
    seller: 'sarah_writes',
    cat: 'writing_translation03',
    title: 'I will translate English to French or Spanish with a native feel',
    shortTitle: 'English to French or Spanish',
    shortDesc: 'Natural human translation, never machine output.',
    desc: 'I translate websites, documents and marketing material so they read as if they were written in the target language. Idioms, tone and local spelling are adapted, not copied word for word. Price is per 1,000 words.',
    features: ['1,000 words', 'Human translation', 'Proofread twice', 'Glossary on request'],
    price: 45,
    deliveryTime: 2,
    revisionNumber: 1,
  },
  {
    seller: 'sarah_writes',
    cat: 'writing_translation03',
    title: 'I will proofread and edit your book, thesis or report',
    shortTitle: 'Proofreading and editing',
    shortDesc: 'Grammar, clarity and consistency with tracked changes.',
    desc: 'I will carefully correct grammar, spelling and punctuation and smooth out awkward sentences while keeping your voice. You receive a tracked-changes document and a clean copy. Price covers up to 5,000 words.',
    features: ['Up to 5,000 words', 'Tracked changes', 'Clean final copy', 'Style consistency check'],
    price: 55,
    deliveryTime: 4,
    revisionNumber: 1,
  },
  {
    seller: 'sarah_writes',
    cat: 'writing_translation03',
    title: 'I will write persuasive product descriptions for your online store',
    shortTitle: 'Product descriptions',
    shortDesc: 'Benefit-led copy that turns browsers into buyers.',
    desc: 'I will write product descriptions that highlight benefits, answer buyer questions and include the keywords your shoppers use. Works for Shopify, WooCommerce, Daraz and Amazon listings. Price covers ten products.',
    features: ['10 products', 'SEO keywords', 'Bullet points and paragraphs', 'Shopify-ready format'],
    price: 40,
    deliveryTime: 3,
    revisionNumber: 2,
  },
  // Video & Animation
  {
    seller: 'hamza_motion',
    cat: 'video_animation04',
    title: 'I will create a 2D animated explainer video for your product',
    shortTitle: '2D explainer video',
    shortDesc: '60-second animated story with script and voice-over.',
    desc: 'I will turn your product into a short animated story that explains what it does and why it matters. The package includes the script, storyboard, custom illustrations, professional voice-over and licensed music. Perfect for landing pages and investor decks.',
    features: ['60 seconds', 'Script and storyboard', 'Professional voice-over', 'Licensed music', 'Full HD export'],
    price: 350,
    deliveryTime: 10,
    revisionNumber: 3,
  },
  {
    seller: 'hamza_motion',
    cat: 'video_animation04',
    title: 'I will edit your YouTube videos with captions and transitions',
    shortTitle: 'YouTube video editing',
    shortDesc: 'Tight cuts, captions, B-roll and a punchy intro.',
    desc: 'Send me your raw footage and I will cut it into a watchable video with smooth transitions, colour correction, captions and background music. I keep the pace tight so viewers stay until the end. Up to 15 minutes of final video.',
    features: ['Up to 15 minutes', 'Colour correction', 'Burned-in captions', 'Royalty-free music'],
    price: 70,
    deliveryTime: 3,
    revisionNumber: 2,
  },
  {
    seller: 'hamza_motion',
    cat: 'video_animation04',
    title: 'I will animate your logo into a smooth intro reveal',
    shortTitle: 'Logo animation intro',
    shortDesc: 'A 5-second logo reveal with sound effects.',
    desc: 'I will bring your logo to life with a clean, modern animation for YouTube intros, ads and presentations. Each reveal comes with matching sound design. You get 4K and Full HD files plus a transparent version.',
    features: ['5-second reveal', 'Sound effects', '4K and Full HD', 'Transparent background version'],
    price: 25,
    deliveryTime: 2,
    revisionNumber: 2,
  },
  {
    seller: 'hamza_motion',
    cat: 'video_animation04',
    title: 'I will make engaging short-form reels for TikTok and Instagram',
    shortTitle: 'Short-form reels',
    shortDesc: 'Five vertical videos with trending hooks and captions.',
    desc: 'I edit your clips into five vertical reels with strong hooks in the first two seconds, animated captions and trending audio. Each reel is sized for TikTok, Instagram and YouTube Shorts. Great for brands that want to post consistently.',
    features: ['5 reels up to 30 s', 'Animated captions', 'Hook-first editing', 'All vertical formats'],
    price: 60,
    deliveryTime: 4,
    revisionNumber: 1,
  },
  // Music & Audio
  {
    seller: 'lucas_sound',
    cat: 'music_audio05',
    title: 'I will mix and master your song to a radio-ready sound',
    shortTitle: 'Mixing and mastering',
    shortDesc: 'Balanced, loud and clear mix for streaming platforms.',
    desc: 'I will mix your multitrack recording with care for vocals, punch and space, then master it to streaming loudness standards. You can compare versions and ask for changes until it sounds right. Stems and instrumental version included.',
    features: ['Up to 40 tracks', 'Vocal tuning', 'Streaming-ready master', 'Instrumental version', 'Stems'],
    price: 110,
    deliveryTime: 5,
    revisionNumber: 3,
  },
  {
    seller: 'lucas_sound',
    cat: 'music_audio05',
    title: 'I will record a warm professional male voice-over in English or Spanish',
    shortTitle: 'Male voice-over',
    shortDesc: 'Studio-quality narration for ads, e-learning and video.',
    desc: 'I record clear, warm narration in English or Spanish in my treated home studio. Files are edited, breath-cleaned and delivered as WAV and MP3. Price is for up to 150 words.',
    features: ['Up to 150 words', 'Edited and cleaned', 'WAV and MP3', 'Commercial rights'],
    price: 30,
    deliveryTime: 1,
    revisionNumber: 2,
  },
  {
    seller: 'lucas_sound',
    cat: 'music_audio05',
    title: 'I will compose a catchy jingle for your brand or podcast',
    shortTitle: 'Custom brand jingle',
    shortDesc: 'Original 30-second jingle you fully own.',
    desc: 'I will compose and produce an original jingle that people remember, in any style from acoustic to electronic. You receive a full version, a short sting and the rights to use it anywhere. Vocals can be added on request.',
    features: ['30-second jingle', '5-second sting', 'Full commercial rights', 'Two style drafts'],
    price: 180,
    deliveryTime: 7,
    revisionNumber: 2,
  },
  {
    seller: 'lucas_sound',
    cat: 'music_audio05',
    title: 'I will edit and clean up your podcast episode audio',
    shortTitle: 'Podcast audio editing',
    shortDesc: 'Noise removal, levelling and ums taken out.',
    desc: 'I will remove background noise, filler words and long pauses, balance the voices and add your intro and outro music. Your episode will sound professional on every platform. Up to 60 minutes of raw audio.',
    features: ['Up to 60 minutes', 'Noise reduction', 'Filler word removal', 'Intro and outro added'],
    price: 40,
    deliveryTime: 2,
    revisionNumber: 1,
  },
  // Programming & Tech
  {
    seller: 'bilal_dev',
    cat: 'programming_tech',
    title: 'I will build a responsive WordPress website for your business',
    shortTitle: 'WordPress business website',
    shortDesc: 'Fast, mobile-friendly site with up to 6 pages.',
    desc: 'I will build a modern WordPress website that loads quickly and looks great on phones. It includes a contact form, basic SEO setup and training so you can update pages yourself. Hosting and domain setup can be handled too.',
    features: ['Up to 6 pages', 'Mobile responsive', 'Contact form', 'Basic SEO setup', 'Training video'],
    price: 250,
    deliveryTime: 7,
    revisionNumber: 3,
  },
  {
    seller: 'bilal_dev',
    cat: 'programming_tech',
    title: 'I will develop a React web app with a Node.js backend',
    shortTitle: 'React and Node.js web app',
    shortDesc: 'Custom dashboards, portals and MVPs in TypeScript.',
    desc: 'I will build your MVP or internal tool with React, TypeScript and a Node.js API backed by PostgreSQL. You get clean, tested code in your own Git repository and a deployment to the host of your choice. We agree the feature list before I start.',
    features: ['TypeScript codebase', 'REST API', 'Authentication', 'Deployment', 'Source code in your repo'],
    price: 500,
    deliveryTime: 21,
    revisionNumber: 3,
  },
  {
    seller: 'bilal_dev',
    cat: 'programming_tech',
    title: 'I will fix bugs and errors on your website',
    shortTitle: 'Website bug fixing',
    shortDesc: 'PHP, JavaScript, CSS and WordPress issues solved fast.',
    desc: 'Broken layout, white screen, checkout not working? I will find the cause and fix it, usually within a day. You get a short note explaining what went wrong and how to avoid it next time.',
    features: ['1 bug or error', 'Root cause explained', 'Backup before changes', 'Same-day start'],
    price: 20,
    deliveryTime: 1,
    revisionNumber: 1,
  },
  {
    seller: 'bilal_dev',
    cat: 'programming_tech',
    title: 'I will speed up your website to a 90+ PageSpeed score',
    shortTitle: 'Website speed optimisation',
    shortDesc: 'Faster pages, better rankings, happier visitors.',
    desc: 'I will optimise images, caching, scripts and fonts to make your site load in a blink. You get before and after PageSpeed reports. Works with WordPress, Shopify themes and custom sites.',
    features: ['Image optimisation', 'Caching setup', 'Script and CSS cleanup', 'Before and after report'],
    price: 75,
    deliveryTime: 3,
    revisionNumber: 1,
  },
  {
    seller: 'bilal_dev',
    cat: 'programming_tech',
    title: 'I will do modern web design and build your landing page',
    shortTitle: 'Web design and landing page',
    shortDesc: 'A clean web design in Figma, built as a fast responsive page.',
    desc: 'I will design your landing page in Figma, agree it with you, then build it as a fast, responsive page that scores well on PageSpeed. Good web design is clear before it is pretty: one message, one call to action, and a layout that works on every phone.',
    features: ['Figma design', 'Responsive build', 'Contact form', 'Speed optimised'],
    price: 180,
    deliveryTime: 5,
    revisionNumber: 2,
  },
  {
    seller: 'bilal_dev',
    cat: 'programming_tech',
    title: 'I will build a mobile app for Android and iOS with React Native',
    shortTitle: 'Android and iOS mobile app',
    shortDesc: 'One codebase, both app stores, published for you.',
    desc: 'I will build your mobile app with React Native and TypeScript, so Android and iOS share one codebase. You get sign-in, push notifications and an API connection, tested on real phones and published to both stores under your account.',
    features: ['Android and iOS', 'Push notifications', 'Store publishing', 'Source code included'],
    price: 480,
    deliveryTime: 30,
    revisionNumber: 3,
  },
  {
    seller: 'daniel_data',
    cat: 'programming_tech',
    title: 'I will add AI services like a ChatGPT assistant to your website',
    shortTitle: 'AI chatbot integration',
    shortDesc: 'AI services that answer your customers from your own documents.',
    desc: 'I will connect AI services such as the OpenAI API to your website or shop, so a chat assistant answers customers from your own product pages and documents. You keep control of the prompts and the costs, and every answer can hand over to a person.',
    features: ['Chat widget', 'Answers from your documents', 'Cost limits', 'Hand-over to a person'],
    price: 300,
    deliveryTime: 10,
    revisionNumber: 2,
  },
  // Business
  {
    seller: 'fatima_growth',
    cat: 'business07',
    title: 'I will write an investor-ready business plan for your startup',
    shortTitle: 'Investor-ready business plan',
    shortDesc: 'Market research, financials and strategy in one plan.',
    desc: 'I will write a professional business plan covering your market, competitors, marketing strategy and a three-year financial forecast. It is formatted for banks, investors and visa applications. Includes an editable financial model in Excel.',
    features: ['Market analysis', '3-year financial forecast', 'Editable Excel model', 'Executive summary'],
    price: 300,
    deliveryTime: 10,
    revisionNumber: 2,
  },
  {
    seller: 'fatima_growth',
    cat: 'business07',
    title: 'I will design a professional pitch deck for your startup',
    shortTitle: 'Startup pitch deck',
    shortDesc: 'A clear, persuasive 12-slide deck.',
    desc: 'I will turn your story into a 12-slide pitch deck with a strong narrative, clean charts and consistent design. Editable in PowerPoint and Google Slides. Speaker notes included.',
    features: ['12 slides', 'Storyline review', 'PowerPoint and Google Slides', 'Speaker notes'],
    price: 140,
    deliveryTime: 5,
    revisionNumber: 3,
  },
  {
    seller: 'daniel_data',
    cat: 'business07',
    title: 'I will be your reliable virtual assistant for admin tasks',
    shortTitle: 'Virtual assistant',
    shortDesc: 'Emails, scheduling, research and data tasks handled.',
    desc: 'I will take routine admin off your plate: inbox management, calendar scheduling, online research and document formatting. I work in your tools and report what I did at the end of each day. Price covers 10 hours of work.',
    features: ['10 hours of work', 'Daily summary', 'Google Workspace and Microsoft 365', 'Confidentiality'],
    price: 90,
    deliveryTime: 7,
    revisionNumber: 1,
  },
  {
    seller: 'daniel_data',
    cat: 'business07',
    title: 'I will do detailed market research and competitor analysis',
    shortTitle: 'Market research report',
    shortDesc: 'Know your market size, competitors and pricing.',
    desc: 'I will research your market, profile up to ten competitors and compare their pricing, positioning and reviews. You receive a concise report with charts and clear recommendations. Ideal before launching a product or entering a new city.',
    features: ['Up to 10 competitors', 'Pricing comparison', 'Charts and tables', 'Recommendations'],
    price: 120,
    deliveryTime: 6,
    revisionNumber: 1,
  },
  // Lifestyle
  {
    seller: 'mei_lens',
    cat: 'lifestyle08',
    title: 'I will teach you a private online yoga session for beginners',
    shortTitle: 'Private online yoga',
    shortDesc: 'A calm 60-minute session tailored to your body.',
    desc: 'I will guide you through a gentle 60-minute yoga session over video call, adapted to your flexibility and any injuries. We focus on breathing, posture and simple flows you can repeat at home. You also get a short PDF routine afterwards.',
    features: ['60-minute live session', 'Beginner friendly', 'Home routine PDF', 'Breathing techniques'],
    price: 25,
    deliveryTime: 2,
    revisionNumber: 1,
  },
  {
    seller: 'mei_lens',
    cat: 'lifestyle08',
    title: 'I will plan your perfect Japan travel itinerary',
    shortTitle: 'Japan travel itinerary',
    shortDesc: 'Day-by-day plan with trains, food and hidden gems.',
    desc: 'I will plan your trip day by day with train routes, neighbourhoods to stay in, restaurants and quiet places tourists usually miss. Everything comes in a shareable Google Map and document. Up to 10 days of travel.',
    features: ['Up to 10 days', 'Train and pass advice', 'Restaurant picks', 'Custom Google Map'],
    price: 50,
    deliveryTime: 4,
    revisionNumber: 2,
  },
  {
    seller: 'mei_lens',
    cat: 'lifestyle08',
    title: 'I will give you beginner Japanese conversation lessons',
    shortTitle: 'Japanese conversation lessons',
    shortDesc: 'Four relaxed lessons to start speaking from day one.',
    desc: 'I will teach you everyday Japanese through four 45-minute conversation lessons over video call. We practise greetings, ordering food, asking directions and small talk. Lesson notes with audio are shared after each class.',
    features: ['4 lessons of 45 minutes', 'Lesson notes', 'Audio practice files', 'Flexible schedule'],
    price: 60,
    deliveryTime: 14,
    revisionNumber: 1,
  },
  {
    seller: 'mei_lens',
    cat: 'lifestyle08',
    title: 'I will create a minimalist home organisation plan for you',
    shortTitle: 'Home organisation plan',
    shortDesc: 'Declutter room by room with a simple plan.',
    desc: 'Tell me about your home and routines and I will create a room-by-room plan to declutter and organise it, inspired by Japanese minimalism. You get a checklist, storage suggestions and a 30-day schedule. One follow-up call is included.',
    features: ['Room-by-room plan', 'Storage suggestions', '30-day schedule', 'Follow-up call'],
    price: 35,
    deliveryTime: 3,
    revisionNumber: 1,
  },
  // Data
  {
    seller: 'daniel_data',
    cat: 'data09',
    title: 'I will do fast and accurate data entry in Excel or Google Sheets',
    shortTitle: 'Fast accurate data entry',
    shortDesc: 'Typing, copy-paste and PDF to Excel without errors.',
    desc: 'I will enter, copy or convert your data into a clean, well-structured spreadsheet. Every row is double-checked for typos and duplicates. Price covers up to 500 rows.',
    features: ['Up to 500 rows', 'PDF to Excel', 'Double-checked', 'Formatted spreadsheet'],
    price: 15,
    deliveryTime: 2,
    revisionNumber: 2,
  },
  {
    seller: 'daniel_data',
    cat: 'data09',
    title: 'I will build an interactive Power BI dashboard from your data',
    shortTitle: 'Power BI dashboard',
    shortDesc: 'See sales, stock and KPIs on one screen.',
    desc: 'I will connect your Excel files or database to Power BI and build an interactive dashboard with the KPIs you care about. Filters, drill-downs and automatic refresh are included. You get the .pbix file and a short tutorial.',
    features: ['Up to 6 visuals', 'Data modelling', 'Filters and drill-down', 'Scheduled refresh', '.pbix source file'],
    price: 160,
    deliveryTime: 6,
    revisionNumber: 2,
  },
  {
    seller: 'daniel_data',
    cat: 'data09',
    title: 'I will scrape website data with Python into CSV or Excel',
    shortTitle: 'Web scraping with Python',
    shortDesc: 'Product, listing or directory data, cleanly structured.',
    desc: 'I will write a Python scraper that collects the data you need from public websites and delivers it as CSV or Excel. The script is included so you can run it again later. I respect robots.txt and site terms.',
    features: ['Up to 5,000 records', 'CSV or Excel output', 'Python script included', 'Data cleaning'],
    price: 70,
    deliveryTime: 3,
    revisionNumber: 1,
  },
  {
    seller: 'daniel_data',
    cat: 'data09',
    title: 'I will clean and deduplicate your messy spreadsheets',
    shortTitle: 'Spreadsheet data cleaning',
    shortDesc: 'Consistent formats, no duplicates, ready for analysis.',
    desc: 'I will fix inconsistent names, dates and phone numbers, remove duplicates and split or merge columns so your data is ready to use. You get a change log of everything I did. Up to 10,000 rows.',
    features: ['Up to 10,000 rows', 'Duplicate removal', 'Standardised formats', 'Change log'],
    price: 35,
    deliveryTime: 2,
    revisionNumber: 2,
  },
  // Photography
  {
    seller: 'mei_lens',
    cat: 'photography',
    title: 'I will shoot professional product photos on a white background',
    shortTitle: 'White background product photos',
    shortDesc: 'Marketplace-ready photos of your products.',
    desc: 'Ship your products to my Kyoto studio and I will photograph them on a pure white background, ready for Amazon, Shopify and Daraz. Each product gets three angles, retouched and colour-accurate. Products are returned after the shoot.',
    features: ['5 products', '3 angles each', 'Retouching included', 'Marketplace sizes'],
    price: 95,
    deliveryTime: 7,
    revisionNumber: 1,
  },
  {
    seller: 'mei_lens',
    cat: 'photography',
    title: 'I will retouch and edit your photos professionally',
    shortTitle: 'Professional photo retouching',
    shortDesc: 'Skin, colour and background edits that look natural.',
    desc: 'I will retouch portraits and product photos with natural skin smoothing, colour correction and clean-up of distractions. Background removal is included. Price covers ten photos.',
    features: ['10 photos', 'Colour correction', 'Background removal', 'High-resolution files'],
    price: 20,
    deliveryTime: 2,
    revisionNumber: 2,
  },
  {
    seller: 'mei_lens',
    cat: 'photography',
    title: 'I will create styled lifestyle photos for your brand',
    shortTitle: 'Styled lifestyle photos',
    shortDesc: 'Your products in real, beautiful scenes.',
    desc: 'I will style and shoot your products in natural scenes with props and soft light, perfect for social media and ads. We agree on a mood board before the shoot. You receive fifteen edited images.',
    features: ['15 edited photos', 'Mood board', 'Props and styling', 'Social media crops'],
    price: 220,
    deliveryTime: 10,
    revisionNumber: 1,
  },
  {
    seller: 'mei_lens',
    cat: 'photography',
    title: 'I will edit your real estate photos with HDR and sky replacement',
    shortTitle: 'Real estate photo editing',
    shortDesc: 'Bright interiors and blue skies for listings.',
    desc: 'I will blend your bracketed shots into bright, natural HDR images, straighten verticals and replace grey skies. Listings with great photos sell faster. Price covers 20 images.',
    features: ['20 images', 'HDR blending', 'Sky replacement', 'Vertical correction'],
    price: 30,
    deliveryTime: 1,
    revisionNumber: 2,
  },
];

/** Review texts by star rating; chosen with the seeded generator so reruns match. */
export const reviewTexts: Record<3 | 4 | 5, string[]> = {
  5: [
    'Absolutely brilliant work. Delivered a day early and exactly what I asked for.',
    'Fantastic communication from start to finish. Will definitely order again.',
    'Very professional and patient with my changes. Highly recommended!',
    'Exceeded my expectations. The quality is much better than I hoped for at this price.',
    'Quick, friendly and talented. My customers have already noticed the difference.',
    'Second time ordering and just as good as the first. Thank you!',
    'Understood the brief immediately and asked all the right questions.',
    'Great attention to detail. Every small request was handled carefully.',
    'Top quality and super fast delivery. Five stars without a doubt.',
    'Made the whole process easy. Clear updates and a great final result.',
    'Outstanding! I would give six stars if I could.',
    'Really creative ideas and very responsive on messages. Loved working together.',
    'Everything was perfect, from the first draft to the final files.',
    'Reliable seller who keeps promises. Delivered on time with excellent quality.',
  ],
  4: [
    'Good work overall. One small revision was needed but it was handled quickly.',
    'Solid result and fair price. Delivery took a little longer than expected.',
    'Happy with the outcome. Communication could be slightly faster, but the quality is good.',
    'Nice job. Not exactly what I imagined at first, but the revision fixed it.',
    'Very good value for money. I will probably order again.',
    'Professional and polite. The final version is great after a couple of tweaks.',
    'Good quality work, clear instructions for the files. Recommended.',
    'Did what was promised. A few minor details needed adjusting.',
  ],
  3: [
    'Decent work, but it took several rounds of revisions to get it right.',
    'The result is okay. Delivery was late by a couple of days.',
    'Average experience. Responsive seller, but the first draft missed the brief.',
    'Fine for the price, though I expected a bit more creativity.',
  ],
};

export type SeedTask = {
  title: (typeof sampleTasks)[number];
  desc: string;
  /** Days from now; negative means the deadline has passed. */
  deadlineInDays: number;
  status: TaskStatus;
  /** Days ago the task was created. */
  createdDaysAgo: number;
  /** The admin's words at the last review. */
  feedback?: string;
  /** The worker's submitted work, when there is some; `withImage` attaches a picture of the work. */
  submission?: { desc: string; status: TaskStatus; withImage?: boolean };
  /** Attach a generated brief image to the task. */
  withBrief?: boolean;
};

export const tasks: SeedTask[] = [
  {
    title: 'Blog Content Writing',
    desc: 'Write two 800-word blog posts for a Karachi solar panel installer: "How much does a 5 kW solar system cost in Pakistan?" and "Net metering explained". Use simple English, add three subheadings per post and suggest a title for each.',
    deadlineInDays: 5,
    status: 'In Progress',
    createdDaysAgo: 3,
    // Submitted and waiting for the admin's review.
    submission: {
      desc: 'Both posts are written (812 and 845 words) with three subheadings each. Suggested titles: "What a 5 kW Solar System Really Costs in Pakistan" and "Net Metering in Pakistan, Explained Simply". A screenshot of the first draft is attached.',
      status: 'In Progress',
      withImage: true,
    },
  },
  {
    title: 'Data Entry Task',
    desc: 'Copy the names, phone numbers and cities of 200 furniture shops from the scanned directory pages into the provided Google Sheet. Check every number has 11 digits and mark unclear entries in yellow.',
    deadlineInDays: 9,
    status: 'To Do',
    createdDaysAgo: 1,
  },
  {
    title: 'Text to PPT Conversion',
    desc: 'Turn the attached 6-page training document into a 15-slide PowerPoint presentation with one idea per slide, short bullet points and simple icons. Use the client colours: navy and orange.',
    deadlineInDays: -8,
    status: 'Complete',
    createdDaysAgo: 16,
    feedback: 'Clean deck and good speaker notes. Approved, thank you!',
    submission: {
      desc: 'Finished the 15-slide deck with speaker notes on every slide. Icons are from the free Office set and the colours follow the client palette. The file is shared as PPTX and PDF.',
      status: 'Complete',
    },
  },
  {
    title: 'SEO Optimization Tasks',
    desc: 'Rewrite the meta titles and descriptions of 25 product pages so each title is under 60 characters and each description under 155 characters. Include the main keyword given in the sheet.',
    deadlineInDays: -2,
    status: 'In Complete',
    createdDaysAgo: 10,
    feedback: 'The keywords for the last 7 pages are now in column D of the sheet. Please finish those pages and submit again.',
    submission: {
      desc: 'Completed 18 of the 25 pages so far; the remaining 7 product pages had no keyword in the sheet. Waiting for the keywords to finish.',
      status: 'In Progress',
    },
  },
  {
    title: 'Product Descriptions',
    desc: 'Write 12 product descriptions (80-120 words each) for handmade leather wallets and belts. Mention the material, size and care instructions, and end with a short call to action. The brief is attached to this task.',
    deadlineInDays: 3,
    status: 'To Do',
    createdDaysAgo: 2,
    withBrief: true,
  },
];
