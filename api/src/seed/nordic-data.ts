import type { CountryCode } from '@nordhub/contracts';

export interface City {
  name: string;
  countryCode: CountryCode;
  postcodes: readonly string[];
  streets: readonly string[];
  /** Relative share of startups and jobs. */
  weight: number;
}

export const countryCurrency: Record<CountryCode, string> = {
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  FI: 'EUR',
  IS: 'ISK',
};

/** Monthly salary bands per country in local currency: [low, high, rounding step]. */
export const salaryBands: Record<CountryCode, readonly [number, number, number]> = {
  DK: [32_000, 80_000, 1000],
  SE: [32_000, 78_000, 1000],
  NO: [42_000, 95_000, 1000],
  FI: [3_200, 7_800, 100],
  IS: [650_000, 1_450_000, 10_000],
};

export const cities: readonly City[] = [
  { name: 'Copenhagen', countryCode: 'DK', postcodes: ['1050', '1150', '1620', '2100', '2200', '2300'], streets: ['Vesterbrogade', 'Nørrebrogade', 'Store Kongensgade', 'Bredgade', 'Islands Brygge', 'Refshalevej', 'Jagtvej'], weight: 14 },
  { name: 'Aarhus', countryCode: 'DK', postcodes: ['8000', '8200'], streets: ['Åboulevarden', 'Frederiksgade', 'Mejlgade', 'Dokk1 Hack Kampmanns Plads'], weight: 5 },
  { name: 'Odense', countryCode: 'DK', postcodes: ['5000', '5230'], streets: ['Vestergade', 'Kongensgade', 'Forskerparken'], weight: 2 },
  { name: 'Aalborg', countryCode: 'DK', postcodes: ['9000', '9220'], streets: ['Boulevarden', 'Niels Jernes Vej'], weight: 1 },
  { name: 'Stockholm', countryCode: 'SE', postcodes: ['111 20', '113 56', '114 35', '118 46'], streets: ['Sveavägen', 'Birger Jarlsgatan', 'Götgatan', 'Kungsgatan', 'Regeringsgatan', 'Hornsgatan'], weight: 14 },
  { name: 'Gothenburg', countryCode: 'SE', postcodes: ['411 03', '411 36', '417 56'], streets: ['Kungsportsavenyen', 'Lindholmspiren', 'Första Långgatan'], weight: 5 },
  { name: 'Malmö', countryCode: 'SE', postcodes: ['211 19', '211 45'], streets: ['Stortorget', 'Davidshallsgatan', 'Neptunigatan'], weight: 4 },
  { name: 'Uppsala', countryCode: 'SE', postcodes: ['753 10', '752 37'], streets: ['Dragarbrunnsgatan', 'Dag Hammarskjölds väg'], weight: 1 },
  { name: 'Lund', countryCode: 'SE', postcodes: ['222 22', '223 63'], streets: ['Ideon Science Park', 'Stora Södergatan'], weight: 1 },
  { name: 'Oslo', countryCode: 'NO', postcodes: ['0150', '0187', '0250', '0484'], streets: ['Karl Johans gate', 'Grensen', 'Akersgata', 'Storgata', 'Gaustadalléen'], weight: 11 },
  { name: 'Bergen', countryCode: 'NO', postcodes: ['5003', '5008'], streets: ['Bryggen', 'Strandgaten', 'Thormøhlens gate'], weight: 3 },
  { name: 'Trondheim', countryCode: 'NO', postcodes: ['7011', '7030'], streets: ['Munkegata', 'Professor Brochs gate'], weight: 3 },
  { name: 'Stavanger', countryCode: 'NO', postcodes: ['4005', '4021'], streets: ['Kirkegata', 'Løkkeveien'], weight: 2 },
  { name: 'Helsinki', countryCode: 'FI', postcodes: ['00100', '00120', '00180', '00530'], streets: ['Mannerheimintie', 'Aleksanterinkatu', 'Lapinlahdenkatu', 'Tallberginkatu'], weight: 11 },
  { name: 'Espoo', countryCode: 'FI', postcodes: ['02150', '02600'], streets: ['Otakaari', 'Keilaranta', 'Tekniikantie'], weight: 3 },
  { name: 'Tampere', countryCode: 'FI', postcodes: ['33100', '33720'], streets: ['Hämeenkatu', 'Hermiankatu'], weight: 3 },
  { name: 'Turku', countryCode: 'FI', postcodes: ['20100', '20520'], streets: ['Linnankatu', 'Joukahaisenkatu'], weight: 2 },
  { name: 'Oulu', countryCode: 'FI', postcodes: ['90100', '90570'], streets: ['Kirkkokatu', 'Elektroniikkatie'], weight: 1 },
  { name: 'Reykjavík', countryCode: 'IS', postcodes: ['101', '105'], streets: ['Laugavegur', 'Borgartún', 'Austurstræti', 'Grandagarður'], weight: 4 },
  { name: 'Akureyri', countryCode: 'IS', postcodes: ['600'], streets: ['Hafnarstræti', 'Glerárgata'], weight: 1 },
];

export const firstNames: Record<CountryCode, readonly string[]> = {
  DK: ['Mads', 'Freja', 'Mikkel', 'Ida', 'Rasmus', 'Sofie', 'Jonas', 'Emma', 'Frederik', 'Clara', 'Magnus', 'Laura', 'Anders', 'Maja', 'Kasper', 'Signe'],
  SE: ['Erik', 'Astrid', 'Oskar', 'Elsa', 'Lars', 'Maja', 'Johan', 'Ebba', 'Anton', 'Saga', 'Gustav', 'Linnea', 'Viktor', 'Alva', 'Nils', 'Wilma'],
  NO: ['Henrik', 'Ingrid', 'Sander', 'Nora', 'Eirik', 'Sigrid', 'Magnus', 'Thea', 'Jakob', 'Ingeborg', 'Torstein', 'Kari', 'Håkon', 'Silje', 'Ola', 'Marte'],
  FI: ['Elias', 'Aino', 'Mikko', 'Helmi', 'Juho', 'Venla', 'Eetu', 'Sanna', 'Antti', 'Emilia', 'Ville', 'Kaisa', 'Lauri', 'Siiri', 'Otto', 'Iida'],
  IS: ['Gunnar', 'Katrín', 'Jón', 'Guðrún', 'Einar', 'Sigríður', 'Ólafur', 'Helga', 'Bjarni', 'Anna', 'Kristján', 'Sólveig'],
};

export const lastNames: Record<CountryCode, readonly string[]> = {
  DK: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Holm', 'Kjær', 'Lund'],
  SE: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Lindqvist', 'Berg', 'Lindberg', 'Holmström', 'Ek', 'Sandberg', 'Björk'],
  NO: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Berg', 'Haugen', 'Bakken', 'Solberg', 'Dahl', 'Lie', 'Strand', 'Moen'],
  FI: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Saarinen'],
  IS: ['Jónsdóttir', 'Sigurðsson', 'Guðmundsdóttir', 'Einarsson', 'Magnúsdóttir', 'Ólafsson', 'Kristjánsdóttir', 'Stefánsson'],
};

/** First halves of startup names: Nordic nature words and everyday Nordic words. */
export const namePrefixes: readonly string[] = [
  'Fjord', 'Aurora', 'Polar', 'Birch', 'Frost', 'Saga', 'Vik', 'Lumi', 'Kelp', 'Tundra', 'Skog', 'Hav', 'Sol', 'Storm',
  'Sisu', 'Hygge', 'Lagom', 'Fika', 'Koti', 'Meri', 'Tuuli', 'Saari', 'Valo', 'Kuu', 'Ask', 'Eik', 'Rune', 'Heim',
  'Elv', 'Berg', 'Strand', 'Lyng', 'Havn', 'Hekla', 'Vatn', 'Norr', 'Lys', 'Dal', 'Skyr', 'Moss', 'Fell', 'Isle',
  'Glimt', 'Krona', 'Spire', 'Tide', 'Nord', 'Vinter', 'Ljus', 'Kajak',
];

/** Second halves: a product word that also hints at the industry. */
export const nameSuffixes: readonly { word: string; industries: readonly string[] }[] = [
  { word: 'Labs', industries: ['saas', 'ai'] },
  { word: 'Health', industries: ['healthtech'] },
  { word: 'Pay', industries: ['fintech'] },
  { word: 'Robotics', industries: ['hardware', 'ai'] },
  { word: 'Energy', industries: ['cleantech', 'impact'] },
  { word: 'Analytics', industries: ['saas', 'ai'] },
  { word: 'AI', industries: ['ai', 'saas'] },
  { word: 'Bio', industries: ['biotech'] },
  { word: 'Foods', industries: ['foodtech', 'impact'] },
  { word: 'Mobility', industries: ['mobility'] },
  { word: 'Learn', industries: ['edtech'] },
  { word: 'Games', industries: ['gaming'] },
  { word: 'Security', industries: ['cybersecurity'] },
  { word: 'Logistics', industries: ['logistics'] },
  { word: 'Homes', industries: ['proptech'] },
  { word: 'Cloud', industries: ['saas'] },
  { word: 'Works', industries: ['hr-tech', 'saas'] },
  { word: 'Carbon', industries: ['cleantech', 'impact'] },
  { word: 'Grid', industries: ['cleantech'] },
  { word: 'Ocean', industries: ['impact', 'foodtech'] },
  { word: 'Farm', industries: ['agritech'] },
  { word: 'Legal', industries: ['legaltech'] },
  { word: 'Talent', industries: ['hr-tech'] },
  { word: 'Commerce', industries: ['e-commerce'] },
  { word: 'Insure', industries: ['insurtech', 'fintech'] },
  { word: 'Studio', industries: ['media', 'gaming'] },
  { word: 'Travel', industries: ['travel'] },
  { word: 'Market', industries: ['marketplace', 'e-commerce'] },
  { word: 'Care', industries: ['healthtech', 'impact'] },
  { word: 'Finance', industries: ['fintech'] },
];

/** Endings that turn a prefix into one-word brand names ("Fjordly", "Lumio"). */
export const brandEndings: readonly { ending: string; industries: readonly string[] }[] = [
  { ending: 'ly', industries: ['saas'] },
  { ending: 'io', industries: ['saas', 'ai'] },
  { ending: 'ify', industries: ['marketplace'] },
  { ending: 'ia', industries: ['healthtech'] },
  { ending: 'ora', industries: ['consumer'] },
  { ending: 'sy', industries: ['e-commerce'] },
  { ending: 'ix', industries: ['cybersecurity'] },
  { ending: 'wise', industries: ['fintech'] },
];

export const industryPitches: Record<string, readonly string[]> = {
  ai: ['turns messy operational data into forecasts teams can act on', 'builds language models tuned for Nordic languages'],
  agritech: ['helps farmers cut fertiliser use with soil sensors and satellite data', 'grows greens in vertical farms powered by renewable energy'],
  biotech: ['develops enzyme-based alternatives to chemical processes', 'builds diagnostics that find infections in minutes instead of days'],
  cleantech: ['makes heat pumps and batteries work together to flatten peak demand', 'helps property owners cut energy use with smart building controls'],
  consumer: ['designs durable everyday products that are repaired rather than replaced', 'makes outdoor gear rental as easy as streaming'],
  cybersecurity: ['protects small companies against phishing with automated training', 'monitors cloud infrastructure for misconfigurations in real time'],
  'e-commerce': ['gives independent shops the tools of the big marketplaces', 'powers second-hand fashion sales for Nordic brands'],
  edtech: ['helps teachers personalise maths lessons for every pupil', 'teaches professionals new skills through short daily exercises'],
  fintech: ['makes invoicing and payments painless for freelancers', 'lets small businesses see their cash flow weeks ahead'],
  foodtech: ['turns food waste from restaurants into new ingredients', 'develops plant-based seafood with Nordic algae'],
  gaming: ['builds cosy multiplayer games played by millions', 'makes tools that let indie studios ship to every platform'],
  hardware: ['designs low-power sensors for harsh Arctic conditions', 'builds collaborative robots for small factories'],
  healthtech: ['lets patients see a doctor by video within the hour', 'helps hospitals plan staff and beds with better forecasts'],
  'hr-tech': ['makes onboarding new employees a two-day job instead of two weeks', 'helps teams run fair, structured interviews'],
  impact: ['measures and reduces the carbon footprint of supply chains', 'connects surplus resources with the people who need them'],
  insurtech: ['prices home insurance fairly with real-time data', 'handles claims in minutes with automated damage assessment'],
  legaltech: ['drafts and negotiates standard contracts in minutes', 'keeps growing companies compliant without a legal department'],
  logistics: ['routes last-mile deliveries by cargo bike and electric van', 'gives freight forwarders one view of every shipment'],
  marketplace: ['connects companies with vetted freelance specialists', 'matches unused warehouse space with businesses that need it'],
  media: ['produces podcasts and video for the Nordic audience', 'helps newsrooms turn articles into audio automatically'],
  mobility: ['runs shared electric mopeds in Nordic cities', 'makes charging an electric car as simple as parking it'],
  proptech: ['helps tenants and landlords handle everything in one app', 'digitises building maintenance for housing associations'],
  saas: ['builds the planning tool that product teams actually enjoy using', 'automates the back office of growing service companies'],
  travel: ['plans sustainable trips through the Nordics by train and ferry', 'helps hotels fill rooms with dynamic pricing'],
};

export const teamTitles: readonly string[] = ['CEO & co-founder', 'CTO & co-founder', 'COO', 'Head of Product', 'Head of Engineering', 'Head of People', 'Chief Commercial Officer'];

export const investorWords: readonly string[] = [
  'Fjordvik', 'Nordic Frontier', 'Aurora', 'Polaris', 'Northzone Bay', 'Midnight Sun', 'Skagerrak', 'Baltic Bridge', 'Tundra',
  'Glacier', 'Lighthouse', 'Vinga', 'Kattegat', 'Saimaa', 'Lofoten', 'Hekla', 'Öresund', 'Birchwood', 'Nordkap', 'Sisu',
  'Silverfjord', 'Blue Lagoon', 'Archipelago', 'Tern', 'Lynx', 'Ravn', 'Eider', 'Solstice', 'Boreal', 'Kvarken',
];
export const investorEndings: readonly string[] = ['Ventures', 'Capital', 'Partners', 'Invest', 'Growth', 'VC'];
