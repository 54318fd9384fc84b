import {
  countryNames,
  jobCategorySchema,
  savedSearchKeyToString,
  type CountryCode,
  type PipelineStage,
} from '@nordhub/contracts';
import {
  businessModelOptions,
  fundingOptions,
  fundingStageOptions,
  industryOptions,
  investmentRangeOptions,
  kanbanColumnColors,
  marketOptions,
  numberOfEmployeesOptions,
  partnerCategoryOptions,
  perkOptions,
  sdgOptions,
  stageOptions,
  toolCategoryOptions,
} from '../modules/operations/site';
import {
  demoAccounts,
  demoAngel,
  demoCareersCompany,
  demoFeed,
  demoFinnishFeed,
  demoInvestor,
  demoMultiCompany,
  type DemoRole,
} from './demo';
import { contentPageTexts } from './content-pages';
import { jobContent } from './job-content';
import { buildJob, DAY, daysAgo, HOUR, jobCasts, pickCity, streetAddress, techCategories, type JobCompany } from './jobs';
import {
  brandEndings,
  cities,
  firstNames,
  industryPitches,
  investorEndings,
  investorWords,
  lastNames,
  namePrefixes,
  nameSuffixes,
  teamTitles,
  type City,
} from './nordic-data';
import { buildNordhubSeed, nordhubCompany } from './nordhub-company';
import { hashString, Prng } from './prng';
import { logoSvg, pictureSvg, simplePdf, type SeedFile } from './seed-files';
import { slugify } from './slug';

export type Row = Record<string, unknown>;

export interface SeedSize {
  companies: number;
  jobs: number;
  investors: number;
  applicants: number;
}

export const defaultSeedSize: SeedSize = { companies: 220, jobs: 1200, investors: 50, applicants: 60 };

export interface GenerateOptions {
  /** Dates are placed relative to this moment (jobs stay active for weeks after seeding). */
  now: Date;
  /** The random seed; the default gives the documented demo data. */
  seed?: string;
  size?: SeedSize;
  /** The argon2id hash of the demo password, per demo account e-mail. */
  passwordHashes: Record<string, string>;
}

export interface SeedData {
  files: SeedFile[];
  tables: { table: string; rows: Row[]; casts?: Record<string, string> }[];
}

const json = (value: unknown) => JSON.stringify(value);

interface PersonName {
  first: string;
  last: string;
}

function personName(prng: Prng, country: CountryCode): PersonName {
  return { first: prng.pick(firstNames[country]), last: prng.pick(lastNames[country]) };
}

interface CompanyDraft extends JobCompany {
  id: string;
  key: string;
  name: string;
  city: City;
  industries: string[];
  status: string;
  perks: { icon: string; text: string }[];
  employees: string;
  whatWeDo: string;
  sizeWeight: number;
  platform: Record<string, boolean>;
}

/** Builds every seeded row and file in memory; the same options always give the same data. */
export function generateSeedData(options: GenerateOptions): SeedData {
  const { now } = options;
  const size = options.size ?? defaultSeedSize;
  const root = new Prng(options.seed ?? 'nordhub-demo');
  const files: SeedFile[] = [];
  const tables: SeedData['tables'] = [];
  const uploads: Row[] = [];
  const addFile = (file: SeedFile) => {
    files.push(file);
    uploads.push({
      id: idPrng.uuid(),
      path: file.path,
      kind: file.kind,
      original_name: file.originalName,
      content_type: file.contentType,
      size: Buffer.byteLength(file.content),
      created_at: now,
    });
    return file.path;
  };
  const idPrng = root.fork('upload-ids');
  const imagePrng = root.fork('images');
  const svgFile = (path: string, name: string, content: string) =>
    addFile({ path, kind: 'image', contentType: 'image/svg+xml', originalName: name, content });
  const logo = (folder: string, key: string, name: string) => svgFile(`seed/${folder}/${key}.svg`, `${key}.svg`, logoSvg(name, imagePrng));
  const picture = (folder: string, key: string, title: string) =>
    svgFile(`seed/${folder}/${key}.svg`, `${key}.svg`, pictureSvg(title, imagePrng));

  // ---- Companies -------------------------------------------------------------------------
  const companyPrng = root.fork('companies');
  const usedKeys = new Set<string>();
  const companyNames: { name: string; industries: string[]; city?: City }[] = [
    { name: demoCareersCompany.name, industries: ['cleantech', 'saas'], city: cities.find((city) => city.name === 'Oslo') as City },
    { name: demoMultiCompany.name, industries: ['impact', 'foodtech'], city: cities.find((city) => city.name === 'Copenhagen') as City },
  ];
  for (const entry of companyNames) usedKeys.add(slugify(entry.name));
  let guard = 0;
  while (companyNames.length < size.companies && guard < size.companies * 50) {
    guard += 1;
    const prefix = companyPrng.pick(namePrefixes);
    let name: string;
    let industries: string[];
    if (companyPrng.chance(0.35)) {
      const ending = companyPrng.pick(brandEndings);
      name = `${prefix}${ending.ending}`;
      industries = [...ending.industries];
    } else {
      const suffix = companyPrng.pick(nameSuffixes);
      name = `${prefix} ${suffix.word}`;
      industries = [...suffix.industries];
    }
    const key = slugify(name);
    if (usedKeys.has(key)) continue;
    usedKeys.add(key);
    companyNames.push({ name, industries });
  }

  const companies: CompanyDraft[] = [];
  const companyRows: Row[] = [];
  companyNames.forEach((entry, index) => {
    const prng = companyPrng.fork(`company-${index}`);
    const key = slugify(entry.name);
    const city = entry.city ?? pickCity(prng);
    const industries = [...new Set([...entry.industries, ...(prng.chance(0.3) ? [prng.pick(industryOptions).value] : [])])];
    const isDemo = index < 2;
    const status = isDemo ? 'ACTIVE' : prng.weighted([['ACTIVE', 94], ['DRAFT', 4], ['PENDING_APPROVAL', 2]] as const);
    const employees = prng.weighted(numberOfEmployeesOptions.map((option, i) => [option.value, [30, 40, 20, 7, 3][i] ?? 1] as const));
    const foundedYear = prng.int(2008, 2024);
    const pitch = prng.pick(industryPitches[industries[0] as string] ?? industryPitches.saas ?? ['builds software']);
    const whatWeDo = [
      `${entry.name} ${pitch}.`,
      `Founded in ${foundedYear} in ${city.name}, we are a team of ${employees} people from all over the world.`,
      `Our customers are across ${countryNames[city.countryCode]} and the rest of the Nordics, and we are growing fast.`,
    ].join(' ');
    const perks = prng
      .sample(
        perkOptions.filter((perk) => perk.value !== 'other'),
        prng.int(3, 7),
      )
      .map((perk) => ({ icon: perk.value, text: perk.text }));
    const impact = industries.includes('impact') || industries.includes('cleantech');
    const platform: Record<string, boolean> = isDemo
      ? { main: true, impact: impact }
      : prng.weighted<Record<string, boolean>>([
          [{ main: true }, 80],
          [{ main: true, impact: true }, impact ? 30 : 8],
          // Every seeded startup stays on the main site (whose demo lists them all); the impact
          // site lists those also connected to it (docs/decisions/023-impact-platform.md).
          [{ main: true, impact: true }, impact ? 8 : 2],
        ]);
    const teamSize = prng.int(2, 4);
    const team = prng.sample(teamTitles, teamSize).map((title) => {
      const person = personName(prng, city.countryCode);
      return { name: `${person.first} ${person.last}`, title, image: null, linkedinUrl: null };
    });
    const quotePerson = team[0];
    const quote =
      prng.chance(0.5) && quotePerson
        ? {
            text: prng.pick([
              'We hire curious people and give them real responsibility from day one.',
              'Everything we build has to matter for our customers and for the planet.',
              'Small team, big ambitions: every person here shapes the product.',
              'We believe the best work happens when people have time to think.',
            ]),
            author: quotePerson.name,
            authorTitle: quotePerson.title,
            image: null,
          }
        : null;
    const id = prng.uuid();
    const hqAddress = streetAddress(prng, city);
    const gallery = index < 40 ? [1, 2, 3].map((n) => ({ path: picture('gallery', `${key}-${n}`, entry.name) })) : [];
    const countryCodes = [city.countryCode, ...(prng.chance(0.25) ? [prng.pick(['DK', 'SE', 'NO', 'FI', 'IS'] as const)] : [])];
    companies.push({
      id,
      key,
      name: entry.name,
      city,
      industries,
      status,
      perks,
      employees,
      whatWeDo,
      sizeWeight: { '1-10': 1, '11-50': 2, '51-200': 4, '201-500': 6, '500+': 8 }[employees] ?? 1,
      platform,
    });
    companyRows.push({
      id,
      key,
      name: entry.name,
      website: `https://www.${key}.example`,
      logo_path: logo('logos', key, entry.name),
      gallery_images: json(gallery),
      team: json(team),
      what_we_do: whatWeDo,
      quote: quote ? json(quote) : null,
      status,
      country_codes: [...new Set(countryCodes)],
      industries,
      sdgs: impact ? prng.sample(sdgOptions, prng.int(1, 3)).map((sdg) => sdg.value) : [],
      funding: prng.pick(fundingOptions).value,
      funding_stage: prng.pick(fundingStageOptions).value,
      stage: prng.pick(stageOptions).value,
      business_model: prng.pick(businessModelOptions).value,
      number_of_employees: employees,
      founded_year: foundedYear,
      perks: json(perks),
      key_figures: json([
        { name: 'founded', value: String(foundedYear) },
        { name: 'employees', value: employees },
        { name: 'nationalities', value: String(prng.int(2, 25)) },
        ...(prng.chance(0.5) ? [{ name: 'customers', value: `${prng.int(20, 900)}+` }] : []),
      ]),
      hq_locality: city.name,
      hq_address: hqAddress,
      hq_country: countryNames[city.countryCode],
      hq_country_code: city.countryCode,
      platform: json(platform),
      linkedin_id: index === 0 ? null : prng.chance(0.3) ? String(prng.int(10_000_000, 99_999_999)) : null,
      careers_domain: key === demoCareersCompany.key ? demoCareersCompany.domain : null,
      // The demo's careers domain is proven already (a *.localhost name nobody else can claim).
      careers_domain_status: key === demoCareersCompany.key ? 'verified' : 'pending',
      careers_domain_verified_at: key === demoCareersCompany.key ? now : null,
      views: Math.floor(prng.next() ** 2 * 6000),
      created_at: daysAgo(now, prng.int(30, 1500), prng),
      updated_at: daysAgo(now, prng.int(0, 29), prng),
    });
  });
  tables.push({
    table: 'companies',
    rows: companyRows,
    casts: { gallery_images: 'jsonb', team: 'jsonb', quote: 'jsonb', perks: 'jsonb', key_figures: 'jsonb', platform: 'jsonb', country_codes: 'text[]', industries: 'text[]', sdgs: 'text[]' },
  });
  const companyByKey = new Map(companies.map((company) => [company.key, company]));
  // The demo careers site opens with the startup's own hero (fixed words: the seed stays
  // deterministic) and speaks Norwegian, with English offered too.
  const careersCompany = companies.find((company) => company.key === demoCareersCompany.key);
  if (careersCompany) {
    tables.push({
      table: 'careers_sites',
      rows: [{ company_id: careersCompany.id, ...demoCareersCompany.hero, default_language: demoCareersCompany.languages.default_language, languages: [...demoCareersCompany.languages.languages] }],
      casts: { languages: 'text[]' },
    });
  }
  const activeCompanies = companies.filter((company) => company.status === 'ACTIVE');

  // ---- Kanban columns ----------------------------------------------------------------------
  const kanbanPrng = root.fork('kanban');
  const kanbanRows: Row[] = [];
  const columnFor = new Map<string, string>();
  const defaultColumns: { stage: PipelineStage; name: string; locked: boolean }[] = [
    { stage: 'applied', name: 'Applied', locked: false },
    { stage: 'custom', name: 'Interview', locked: false },
    { stage: 'hired', name: 'Hired', locked: false },
    { stage: 'toreject', name: 'To be rejected', locked: false },
    { stage: 'rejected', name: 'Rejected', locked: true },
  ];
  for (const company of companies) {
    defaultColumns.forEach((column, position) => {
      const id = kanbanPrng.uuid();
      columnFor.set(`${company.id}:${column.stage}`, id);
      kanbanRows.push({
        id,
        company_id: company.id,
        stage: column.stage,
        name: column.name,
        color: kanbanColumnColors[position * 2] ?? '#546e7a',
        locked: column.locked,
        position,
      });
    });
  }
  tables.push({ table: 'kanban_columns', rows: kanbanRows });

  // ---- Jobs --------------------------------------------------------------------------------
  const jobPrng = root.fork('jobs');
  const jobRows: Row[] = [];
  const categories = jobCategorySchema.options;
  const companyWeights = activeCompanies.map((company) => [company, company.sizeWeight] as const);
  const jobCompanies: CompanyDraft[] = [];
  const nordlys = companyByKey.get(demoCareersCompany.key) as CompanyDraft;
  const havbrise = companyByKey.get(demoMultiCompany.key) as CompanyDraft;
  for (let i = 0; i < 14 && jobCompanies.length < size.jobs; i += 1) jobCompanies.push(nordlys);
  for (let i = 0; i < 6 && jobCompanies.length < size.jobs; i += 1) jobCompanies.push(havbrise);
  // Draft startups have a few draft jobs too.
  for (const company of companies.filter((c) => c.status !== 'ACTIVE')) if (jobCompanies.length < size.jobs) jobCompanies.push(company);
  while (jobCompanies.length < size.jobs) jobCompanies.push(jobPrng.weighted(companyWeights));

  const publicJobs: { id: string; companyId: string; receive: string; createdAt: Date }[] = [];
  jobCompanies.forEach((company, index) => {
    const row = buildJob(jobPrng.fork(`job-${index}`), company, { now, index, forceActive: index < 20 });
    jobRows.push(row);
    if (row.status === 'ACTIVE') {
      publicJobs.push({ id: row.id as string, companyId: company.id, receive: row.receive_applicants as string, createdAt: row.created_at as Date });
    }
  });
  tables.push({ table: 'jobs', rows: jobRows, casts: jobCasts });

  // ---- Investors and portfolios ------------------------------------------------------------
  const investorPrng = root.fork('investors');
  const investorRows: Row[] = [];
  const portfolioRows: Row[] = [];
  const investorIds = new Map<string, string>();
  const investorDrafts: { name: string; type: 'ANGEL' | 'ANGELS' | 'VENTURES' }[] = [
    { name: demoInvestor.name, type: 'VENTURES' },
    { name: demoAngel.name, type: 'ANGEL' },
  ];
  const investorNames = new Set(investorDrafts.map((draft) => draft.name));
  const angelNetworks = ['Nordic Angel Network', 'Copenhagen Business Angels', 'Stockholm Angels', 'Oslo Angels', 'Helsinki Business Angels', 'Reykjavík Angels', 'Aarhus Angel Club', 'Gothenburg Angels', 'Bergen Angels', 'Tampere Angel Circle'];
  for (const name of angelNetworks) if (investorDrafts.length < Math.ceil(size.investors * 0.25)) {
    investorDrafts.push({ name, type: 'ANGELS' });
    investorNames.add(name);
  }
  let angels = 0;
  let attempts = 0;
  while (investorDrafts.length < size.investors && attempts < size.investors * 50) {
    attempts += 1;
    let name: string;
    let type: 'ANGEL' | 'VENTURES';
    if (angels < size.investors * 0.2 && investorPrng.chance(0.35)) {
      const country = investorPrng.pick(['DK', 'SE', 'NO', 'FI', 'IS'] as const);
      const person = personName(investorPrng, country);
      name = `${person.first} ${person.last}`;
      type = 'ANGEL';
    } else {
      name = `${investorPrng.pick(investorWords)} ${investorPrng.pick(investorEndings)}`;
      type = 'VENTURES';
    }
    if (investorNames.has(name)) continue;
    investorNames.add(name);
    if (type === 'ANGEL') angels += 1;
    investorDrafts.push({ name, type });
  }
  investorDrafts.forEach((draft, index) => {
    const prng = investorPrng.fork(`investor-${index}`);
    const key = slugify(draft.name);
    const id = prng.uuid();
    investorIds.set(key, id);
    const home = prng.pick(['DK', 'SE', 'NO', 'FI', 'IS'] as const);
    const industries = prng.sample(industryOptions, prng.int(2, 4)).map((option) => option.value);
    if (prng.chance(0.1) && !industries.includes('impact')) industries.push('impact');
    const contact = prng.chance(0.3) ? 'EMAIL' : 'WEBSITE';
    const category = draft.type === 'ANGEL' ? 'angel' : draft.type === 'ANGELS' ? 'angel-network' : prng.chance(0.15) ? 'cvc' : 'vc';
    const ranges = draft.type === 'VENTURES' ? investmentRangeOptions.slice(2) : investmentRangeOptions.slice(0, 3);
    const keyPeople = draft.type === 'ANGEL'
      ? [{ name: draft.name, title: 'Angel investor', image: null, linkedinUrl: null }]
      : Array.from({ length: prng.int(1, 3) }, () => {
          const person = personName(prng, home);
          return { name: `${person.first} ${person.last}`, title: prng.pick(['Partner', 'Managing Partner', 'Principal', 'Investment Manager']), image: null, linkedinUrl: null };
        });
    const logoPath = logo('investors', key, draft.name);
    investorRows.push({
      id,
      key,
      name: draft.name,
      type: draft.type,
      website: `https://www.${key}.example`,
      logo: null,
      logo_path: logoPath,
      small_image_path: logoPath,
      cover_image_path: index < 20 ? picture('covers', `investor-${key}`, draft.name) : null,
      key_people: json(keyPeople),
      contact_preference: contact,
      email: contact === 'EMAIL' ? `hello@${key}.example` : null,
      industries,
      intro:
        draft.type === 'ANGEL'
          ? `${draft.name} is a former founder who invests in early-stage Nordic startups in ${industries.slice(0, 2).join(' and ')}, and helps founders with hiring and go-to-market.`
          : `${draft.name} backs ambitious Nordic founders from ${prng.pick(['pre-seed', 'seed', 'Series A'])} onwards, with a focus on ${industries.slice(0, 2).join(' and ')}.`,
      country_codes: [...new Set([home, ...(prng.chance(0.5) ? [prng.pick(['DK', 'SE', 'NO', 'FI', 'IS', 'DE', 'GB', 'US'] as const)] : [])])],
      categories: [category],
      investment_ranges: prng.sample(ranges, prng.int(1, 2)).map((option) => option.value),
      markets: prng.sample(marketOptions, prng.int(1, 3)).map((option) => option.value),
      status: index > 1 && prng.chance(0.05) ? 'DRAFT' : 'ACTIVE',
      platform: json(industries.includes('impact') ? { main: true, impact: true } : { main: true }),
      views: Math.floor(prng.next() ** 2 * 3000),
      created_at: daysAgo(now, prng.int(30, 1200), prng),
      updated_at: daysAgo(now, prng.int(0, 29), prng),
    });
    // Investments: links to seeded startups, each mirrored on the startup's investor list.
    prng.sample(activeCompanies, prng.int(3, 8)).forEach((company, position) => {
      portfolioRows.push({
        id: prng.uuid(),
        owner_company_id: null,
        owner_investor_id: id,
        linked_company_id: company.id,
        linked_investor_id: null,
        name: '',
        website: '',
        category: company.industries[0] ?? null,
        logo_image_url: null,
        intro: '',
        position,
        // When the investment was listed: "recently funded" in the job search reads it. From a
        // hash, so the generator's sequence (and every other seeded row) stays as it was.
        created_at: new Date(now.getTime() - (20 + (hashString(`${id}:${company.id}`) % 1400)) * DAY),
      });
      portfolioRows.push({
        id: prng.uuid(),
        owner_company_id: company.id,
        owner_investor_id: null,
        linked_company_id: null,
        linked_investor_id: id,
        name: '',
        website: '',
        category: null,
        logo_image_url: null,
        intro: '',
        position: 100 + index,
        created_at: new Date(now.getTime() - (20 + (hashString(`${id}:${company.id}`) % 1400)) * DAY),
      });
    });
    if (prng.chance(0.4)) {
      const freeName = `${prng.pick(namePrefixes)} ${prng.pick(['Systems', 'Technologies', 'Group', 'Ventures'])}`;
      portfolioRows.push({
        id: prng.uuid(),
        owner_company_id: null,
        owner_investor_id: id,
        linked_company_id: null,
        linked_investor_id: null,
        name: freeName,
        website: `https://www.${slugify(freeName)}.example`,
        category: prng.pick(industryOptions).value,
        logo_image_url: null,
        intro: 'An exited portfolio company.',
        position: 99,
        created_at: new Date(now.getTime() - (400 + (hashString(`${id}:${freeName}`) % 1000)) * DAY),
      });
    }
  });
  tables.push({
    table: 'investors',
    rows: investorRows,
    casts: { key_people: 'jsonb', platform: 'jsonb', industries: 'text[]', country_codes: 'text[]', categories: 'text[]', investment_ranges: 'text[]', markets: 'text[]' },
  });
  tables.push({ table: 'portfolio_entries', rows: portfolioRows });

  // ---- Users, managers and applicant profiles ------------------------------------------------
  const userPrng = root.fork('users');
  const userRows: Row[] = [];
  const applicantRows: Row[] = [];
  const companyManagers: Row[] = [];
  const investorManagers: Row[] = [];
  const userIdByRole = new Map<DemoRole, string>();
  const applicantIdByRole = new Map<DemoRole, string>();
  const applicantIds: string[] = [];
  const addApplicant = (userId: string, city: City, prng: Prng, headline: string) => {
    const id = prng.uuid();
    applicantRows.push({
      id,
      user_id: userId,
      enabled: true,
      phone: `+${{ DK: '45', SE: '46', NO: '47', FI: '358', IS: '354' }[city.countryCode]} ${prng.int(20, 99)} ${prng.int(10, 99)} ${prng.int(10, 99)} ${prng.int(10, 99)}`,
      headline,
      about: 'I enjoy building products that people love, and I am looking for my next challenge at a Nordic startup.',
      linkedin_url: null,
      cv_file: null,
      locality: city.name,
      address: null,
      country: countryNames[city.countryCode],
      country_code: city.countryCode,
      nationality_code: city.countryCode,
      preferences: json({
        categories: prng.sample(techCategories, 2),
        positionTypes: ['full-time'],
        countryCodes: [city.countryCode, ...(prng.chance(0.5) ? ['REMOTE'] : [])],
      }),
      platform: json({ main: true }),
      created_at: daysAgo(now, prng.int(10, 300), prng),
      updated_at: daysAgo(now, prng.int(0, 9), prng),
    });
    applicantIds.push(id);
    return id;
  };
  for (const account of demoAccounts) {
    const id = userPrng.uuid();
    userIdByRole.set(account.role, id);
    userRows.push({
      id,
      email: account.email,
      password_hash: options.passwordHashes[account.email] ?? null,
      first_name: account.firstName,
      last_name: account.lastName,
      image_path: null,
      is_admin: account.role === 'admin',
      is_email_verified: true,
      profile: null,
      ui_features: '[]',
      created_at: daysAgo(now, 400, userPrng),
      updated_at: daysAgo(now, 1, userPrng),
    });
    if (account.role === 'applicant' || account.role === 'all-profiles') {
      const city = account.role === 'applicant' ? (cities.find((c) => c.name === 'Helsinki') as City) : (cities.find((c) => c.name === 'Copenhagen') as City);
      applicantIdByRole.set(account.role, addApplicant(id, city, userPrng, account.role === 'applicant' ? 'Frontend developer with five years of React' : 'Product person and angel investor'));
    }
  }
  companyManagers.push({ company_id: nordlys.id, user_id: userIdByRole.get('company'), role: 'owner', created_at: daysAgo(now, 300, userPrng) });
  companyManagers.push({ company_id: havbrise.id, user_id: userIdByRole.get('all-profiles'), role: 'owner', created_at: daysAgo(now, 200, userPrng) });
  investorManagers.push({ investor_id: investorIds.get(demoInvestor.key), user_id: userIdByRole.get('investor'), role: 'owner', created_at: daysAgo(now, 300, userPrng) });
  investorManagers.push({ investor_id: investorIds.get(demoAngel.key), user_id: userIdByRole.get('all-profiles'), role: 'owner', created_at: daysAgo(now, 200, userPrng) });

  // Sample job seekers, so boards, follows and counts look alive. They sign in only through a
  // password reset (no password is set).
  const seekerIds: string[] = [];
  const usedEmails = new Set<string>();
  for (let i = 0; i < size.applicants; i += 1) {
    const city = pickCity(userPrng);
    const person = personName(userPrng, city.countryCode);
    let email = `${slugify(person.first)}.${slugify(person.last)}@mail.example`;
    if (usedEmails.has(email)) email = `${slugify(person.first)}.${slugify(person.last)}${i}@mail.example`;
    usedEmails.add(email);
    const id = userPrng.uuid();
    seekerIds.push(id);
    userRows.push({
      id,
      email,
      password_hash: null,
      first_name: person.first,
      last_name: person.last,
      image_path: null,
      is_admin: false,
      is_email_verified: true,
      profile: 'applicant',
      ui_features: '[]',
      created_at: daysAgo(now, userPrng.int(10, 500), userPrng),
      updated_at: daysAgo(now, userPrng.int(0, 9), userPrng),
    });
    const category = userPrng.pick(categories);
    addApplicant(id, city, userPrng, `${userPrng.pick(jobContent[category].titles)} based in ${city.name}`);
  }
  tables.push({ table: 'users', rows: userRows, casts: { ui_features: 'jsonb' } });
  tables.push({ table: 'company_managers', rows: companyManagers });
  tables.push({ table: 'investor_managers', rows: investorManagers });
  tables.push({ table: 'applicant_profiles', rows: applicantRows, casts: { preferences: 'jsonb', platform: 'jsonb', cv_file: 'jsonb' } });

  // ---- Applications, follows, saves, interests -----------------------------------------------
  const activityPrng = root.fork('activity');
  const applicationRows: Row[] = [];
  const applied = new Set<string>();
  const platformJobs = publicJobs.filter((job) => job.receive === 'platform');
  const nordlysJobs = platformJobs.filter((job) => job.companyId === nordlys.id);
  // How each startup answers (its response record, docs/employers-who-answer.md): the share of
  // applications it moves out of Applied and its typical delay in days. Nordlys answers most
  // within a few days; Havbrise's applications all arrived in the last days and wait in Applied,
  // so its record appears as its manager answers them (e2e/stories/employers-who-answer.spec.ts).
  // Its own generator, not a fork of root: forking advances root and would shift the later parts.
  const answerPrng = new Prng(`${options.seed ?? 'nordhub-demo'}:answers`);
  const answerStyles = new Map<string, { rate: number; days: number }>([[nordlys.id, { rate: 0.9, days: 3 }]]);
  const answerStyle = (companyId: string) => {
    let style = answerStyles.get(companyId);
    if (!style) {
      style = { rate: 0.2 + answerPrng.next() * 0.8, days: answerPrng.int(1, 12) };
      answerStyles.set(companyId, style);
    }
    return style;
  };
  const apply = (applicantId: string, job: (typeof publicJobs)[number], drawnStage: PipelineStage, options: { at?: Date; keepStage?: boolean } = {}) => {
    const pairKey = `${applicantId}:${job.id}`;
    if (applied.has(pairKey)) return;
    const createdAt = options.at ?? new Date(job.createdAt.getTime() + activityPrng.int(1, 72) * HOUR);
    applied.add(pairKey);
    if (!options.at && job.companyId === havbrise.id) {
      // Havbrise's applications are the fixed ones below; the id is still drawn, so the other
      // applications, follows and saves stay as they were.
      activityPrng.uuid();
      return;
    }
    const at = createdAt > now ? now : createdAt;
    const style = answerStyle(job.companyId);
    // An application the draw left in Applied is answered at the startup's rate once it is older
    // than the startup's delay; the demo applicant's own applications (fixed or forced) keep theirs.
    const answerDays = Math.max(0.25, style.days * (0.3 + answerPrng.next() * 1.4));
    const stage: PipelineStage =
      drawnStage === 'applied' && !options.keepStage && now.getTime() - at.getTime() > answerDays * DAY && answerPrng.chance(style.rate) ? 'custom' : drawnStage;
    const history = [{ stage: 'applied', columnId: columnFor.get(`${job.companyId}:applied`), at: at.toISOString(), byUserId: null }];
    if (stage !== 'applied') history.push({ stage, columnId: columnFor.get(`${job.companyId}:${stage}`), at: new Date(Math.min(at.getTime() + answerDays * DAY, now.getTime())).toISOString(), byUserId: null });
    applicationRows.push({
      id: options.at ? answerPrng.uuid() : activityPrng.uuid(),
      job_id: job.id,
      applicant_id: applicantId,
      stage,
      column_id: columnFor.get(`${job.companyId}:${stage}`) ?? null,
      message: 'Hi! I would love to join your team. My CV and LinkedIn profile are attached to my profile.',
      phone: null,
      cv_file: null,
      history: json(history),
      created_at: at,
      updated_at: history.length > 1 ? new Date(Math.min(at.getTime() + answerDays * DAY, now.getTime())) : at,
    });
  };
  const stageWeights = [['applied', 50], ['custom', 20], ['hired', 5], ['toreject', 10], ['rejected', 15]] as const;
  for (const job of nordlysJobs) {
    for (const applicantId of activityPrng.sample(applicantIds.slice(2), activityPrng.int(2, 5))) apply(applicantId, job, activityPrng.weighted(stageWeights));
  }
  for (let i = 0; i < 150 && platformJobs.length > 0; i += 1) {
    apply(activityPrng.pick(applicantIds.slice(2)), activityPrng.pick(platformJobs), activityPrng.weighted(stageWeights));
  }
  const demoApplicantId = applicantIdByRole.get('applicant') as string;
  nordlysJobs.slice(0, 2).forEach((job) => apply(demoApplicantId, job, 'applied', { keepStage: true }));
  if (platformJobs[40]) apply(demoApplicantId, platformJobs[40], 'custom', { keepStage: true });
  // Havbrise: six applications to its first job that takes them on Nordhub, sent 1 to 6 days ago,
  // all still in Applied (no record yet; no reminder due).
  const havbriseJob = platformJobs.find((job) => job.companyId === havbrise.id);
  if (havbriseJob) {
    applicantIds.slice(2, 8).forEach((applicantId, index) => {
      const at = new Date(Math.max(now.getTime() - (index + 1) * DAY, havbriseJob.createdAt.getTime() + HOUR));
      apply(applicantId, havbriseJob, 'applied', { at, keepStage: true });
    });
  }
  tables.push({ table: 'applications', rows: applicationRows, casts: { history: 'jsonb', cv_file: 'jsonb' } });

  const followRows: Row[] = [];
  const saveRows: Row[] = [];
  const interestRows: Row[] = [];
  const demoApplicantUser = userIdByRole.get('applicant') as string;
  const multiUser = userIdByRole.get('all-profiles') as string;
  const follow = (userId: string, companies: readonly CompanyDraft[]) =>
    companies.forEach((company) => followRows.push({ user_id: userId, company_id: company.id, created_at: daysAgo(now, activityPrng.int(0, 60), activityPrng) }));
  follow(demoApplicantUser, [nordlys, ...activityPrng.sample(activeCompanies.slice(2), 5)]);
  follow(multiUser, activityPrng.sample(activeCompanies.slice(2), 3));
  for (const seeker of seekerIds) follow(seeker, activityPrng.sample(activeCompanies, activityPrng.int(0, 4)));
  const flag = (rows: Row[], userId: string, jobs: readonly (typeof publicJobs)[number][], column: 'created_at' | 'interested_at') =>
    jobs.forEach((job) => rows.push({ user_id: userId, job_id: job.id, [column]: daysAgo(now, activityPrng.int(0, 20), activityPrng) }));
  flag(saveRows, demoApplicantUser, activityPrng.sample(publicJobs, 5), 'created_at');
  flag(interestRows, demoApplicantUser, activityPrng.sample(publicJobs, 3), 'interested_at');
  flag(saveRows, multiUser, activityPrng.sample(publicJobs, 2), 'created_at');
  for (const seeker of seekerIds) {
    flag(saveRows, seeker, activityPrng.sample(publicJobs, activityPrng.int(0, 3)), 'created_at');
    flag(interestRows, seeker, activityPrng.sample(publicJobs, activityPrng.int(0, 2)), 'interested_at');
  }
  tables.push({ table: 'company_follows', rows: followRows });
  tables.push({ table: 'job_saves', rows: saveRows });
  tables.push({ table: 'job_interests', rows: interestRows });

  // ---- Saved searches and digests ------------------------------------------------------------
  const searchRows: Row[] = [
    {
      id: activityPrng.uuid(),
      user_id: demoApplicantUser,
      key: savedSearchKeyToString({ search: 'react', location: 'Copenhagen', countryCode: 'DK' }),
      filters: json({ category: 'frontend' }),
      since: daysAgo(now, 7, activityPrng),
      pinned: true,
      created_at: daysAgo(now, 7, activityPrng),
    },
    {
      id: activityPrng.uuid(),
      user_id: demoApplicantUser,
      key: savedSearchKeyToString({ search: '', location: '', countryCode: 'REMOTE' }),
      filters: json({ remote: true }),
      since: daysAgo(now, 3, activityPrng),
      pinned: true,
      created_at: daysAgo(now, 3, activityPrng),
    },
  ];
  tables.push({ table: 'saved_job_searches', rows: searchRows, casts: { filters: 'jsonb' } });
  const settingsKey = (prng: Prng) => prng.uuid().replaceAll('-', '');
  const digestRows: Row[] = [
    {
      id: activityPrng.uuid(),
      settings_key: settingsKey(activityPrng),
      email: 'applicant@nordhub.test',
      user_id: demoApplicantUser,
      frequency: 'daily',
      subscribed: true,
      filters: json({ countryCode: 'FI', categories: ['frontend', 'fullstack'] }),
      last_sent_period: null,
      created_at: daysAgo(now, 30, activityPrng),
      updated_at: daysAgo(now, 2, activityPrng),
    },
  ];
  // Digests take jobs from the subscription's start on (migration 0010), not from the seed's run.
  const withJobsSince = (row: Row): Row => ({ ...row, jobs_since: row.created_at });
  userRows.slice(demoAccounts.length, demoAccounts.length + 20).forEach((user) => {
    digestRows.push({
      id: activityPrng.uuid(),
      settings_key: settingsKey(activityPrng),
      email: user.email,
      user_id: user.id,
      frequency: activityPrng.chance(0.5) ? 'daily' : 'onceweek',
      subscribed: activityPrng.chance(0.9),
      filters: json({ categories: activityPrng.sample(techCategories, 2) }),
      last_sent_period: null,
      created_at: daysAgo(now, activityPrng.int(5, 90), activityPrng),
      updated_at: daysAgo(now, activityPrng.int(0, 4), activityPrng),
    });
  });
  tables.push({ table: 'digest_subscriptions', rows: digestRows.map(withJobsSince), casts: { filters: 'jsonb' } });

  // ---- Editorial content ---------------------------------------------------------------------
  const contentPrng = root.fork('content');
  const dealPartners = [
    ['Skyline Cloud', 'Cloud credits worth €5,000', 'EXTENDED'],
    ['LedgerLeaf', '50% off accounting for a year', 'EXTENDED'],
    ['Norr Legal', 'Free startup legal starter pack', 'DOWNLOAD'],
    ['Pipeline CRM', 'Six months of CRM for free', 'EXTENDED'],
    ['Fika Office', 'First month of desk space free', 'EXTENDED'],
    ['Brandsmith', 'Logo and brand workshop at 40% off', 'EXTENDED'],
    ['Payroll North', 'Payroll for free for three months', 'EXTENDED'],
    ['Growth Playbook', 'The Nordic go-to-market playbook', 'DOWNLOAD'],
    ['Mailwave', '20,000 free e-mails a month', 'EXTENDED'],
    ['Hirely ATS', 'Applicant tracking at startup prices', 'EXTENDED'],
    ['Insure Nord', 'Startup insurance bundle at 25% off', 'EXTENDED'],
    ['Pitchcraft', 'Investor pitch deck template', 'DOWNLOAD'],
    ['Tax Nordic', 'Guide to R&D tax credits in the Nordics', 'DOWNLOAD'],
    ['Designkit', 'Premium UI kit for free', 'EXTENDED'],
    ['Visa Nordic', 'Relocation and visa support at 30% off', 'EXTENDED'],
    ['Analytica', 'Product analytics free for a year', 'EXTENDED'],
    ['Equity Nord', 'Employee stock option plan template', 'DOWNLOAD'],
    ['Secure Startup', 'Security audit at half price', 'EXTENDED'],
    ['Podcast Studio', 'Two free recording sessions', 'EXTENDED'],
    ['GDPR Kit', 'GDPR checklist for startups', 'DOWNLOAD'],
  ] as const;
  const dealRows: Row[] = dealPartners.map(([partner, title, type], position) => {
    const key = slugify(`${partner} ${type === 'DOWNLOAD' ? 'guide' : 'deal'}`);
    const document =
      type === 'DOWNLOAD'
        ? (() => {
            const content = simplePdf(title, [`Offered by ${partner} to Nordhub startups.`, 'Read it, share it with your team, and good luck!']);
            const path = addFile({ path: `seed/deals/${key}.pdf`, kind: 'file', contentType: 'application/pdf', originalName: `${key}.pdf`, content });
            return { path, name: `${key}.pdf`, size: content.length, contentType: 'application/pdf' };
          })()
        : null;
    return {
      id: contentPrng.uuid(),
      key,
      type,
      title,
      summary: `${title} for startups on Nordhub.`,
      description: `${partner} supports Nordic startups: ${title.toLowerCase()}. The offer is available to every startup with a profile on Nordhub.`,
      partner_name: partner,
      image_path: picture('deals', key, title),
      partner_logo_path: logo('partner-logos', key, partner),
      document_file: document ? json(document) : null,
      redeem_url: type === 'EXTENDED' ? `https://www.${slugify(partner)}.example/nordhub` : null,
      company_id: null,
      published: true,
      position,
      created_at: daysAgo(now, contentPrng.int(5, 200), contentPrng),
      updated_at: daysAgo(now, contentPrng.int(0, 4), contentPrng),
    };
  });
  tables.push({ table: 'deals', rows: dealRows, casts: { document_file: 'jsonb' } });

  const blogTitles = [
    'How to land a job at a Nordic startup',
    'Salary guide: developers in Copenhagen, Stockholm and Oslo',
    'Moving to the Nordics: visas, housing and taxes',
    'What Nordic founders look for in their first hires',
    'Remote work in the Nordics: what the data says',
    'Ten Helsinki startups hiring right now',
    'Stock options explained for startup employees',
    'Writing a CV that startups actually read',
    'From corporate to startup: five stories',
    'Impact startups: jobs with purpose in the Nordics',
    'The rise of Icelandic tech',
    'Interview tips from Nordic CTOs',
  ];
  const blogRows: Row[] = blogTitles.map((title, index) => ({
    id: contentPrng.uuid(),
    key: slugify(title),
    title,
    intro: `${title}: our editors share what we have learned from hundreds of startups and job seekers.`,
    body: [
      `${title}.`,
      '',
      'The Nordic startup scene keeps growing, and so does the demand for talent. In this article we look at what that means for you.',
      '',
      // Blocks are separated by blank lines (rich text, libs/domain): heading, then the list.
      '## What we learned',
      '',
      '- Startups value initiative and ownership over titles.',
      '- Most teams work in English, but learning the local language helps.',
      '- Salaries are transparent and benefits are generous.',
      '',
      'Browse the latest jobs on Nordhub and follow the startups you like to hear about new openings first.',
    ].join('\n'),
    cover_image_path: picture('blog', slugify(title), title),
    author_name: `${contentPrng.pick(firstNames.DK)} ${contentPrng.pick(lastNames.SE)}`,
    author_image_url: null,
    company_id: null,
    published_at: index === blogTitles.length - 1 ? null : daysAgo(now, 5 + index * 9, contentPrng),
    created_at: daysAgo(now, 6 + index * 9, contentPrng),
    updated_at: daysAgo(now, 1, contentPrng),
  }));
  [nordlys, havbrise, ...activeCompanies.slice(2, 6)].forEach((company, index) => {
    const title = index % 2 === 0 ? `Life at ${company.name}` : `Why we are hiring in ${company.city.name}`;
    blogRows.push({
      id: contentPrng.uuid(),
      key: slugify(`${company.key} ${title}`),
      title,
      intro: `A look behind the scenes at ${company.name}.`,
      body: `${company.whatWeDo}\n\nWe are growing the team and would love to hear from you.`,
      cover_image_path: null,
      author_name: `${contentPrng.pick(firstNames[company.city.countryCode])} ${contentPrng.pick(lastNames[company.city.countryCode])}`,
      author_image_url: null,
      company_id: company.id,
      published_at: daysAgo(now, contentPrng.int(1, 60), contentPrng),
      created_at: daysAgo(now, 61, contentPrng),
      updated_at: daysAgo(now, 1, contentPrng),
    });
  });
  tables.push({ table: 'blog_posts', rows: blogRows });

  const toolNames: readonly (readonly [string, string, string])[] = [
    ['Hirely ATS', 'hiring', 'Applicant tracking built for small teams.'],
    ['Onboardly', 'hiring', 'Checklists that make day one great.'],
    ['Refer North', 'hiring', 'Employee referral programmes made easy.'],
    ['LedgerLeaf', 'finance', 'Bookkeeping that closes the month in a day.'],
    ['Spendwise', 'finance', 'Company cards and expense reports.'],
    ['Runway Planner', 'finance', 'Cash-flow forecasts for startups.'],
    ['Norr Legal', 'legal', 'Standard contracts reviewed by lawyers.'],
    ['Cap Table Nord', 'legal', 'Share registers and option plans.'],
    ['Mailwave', 'marketing', 'E-mail campaigns and newsletters.'],
    ['Socialfjord', 'marketing', 'Schedule and measure social posts.'],
    ['SEO Saga', 'marketing', 'Keyword research for Nordic languages.'],
    ['Pipeline CRM', 'sales', 'A CRM your sales team will actually update.'],
    ['Callbook', 'sales', 'Meeting booking that syncs with every calendar.'],
    ['Quotely', 'sales', 'Quotes and e-signatures in one flow.'],
    ['Taskfjord', 'productivity', 'Projects and tasks for small teams.'],
    ['Docsy', 'productivity', 'A wiki that stays up to date.'],
    ['Standup Bot', 'productivity', 'Async stand-ups in your chat.'],
    ['Deploy Nord', 'development', 'Hosting for web apps with EU data residency.'],
    ['Logline', 'development', 'Logs and metrics without the bill shock.'],
    ['Flagship', 'development', 'Feature flags and gradual roll-outs.'],
    ['Designkit', 'design', 'A UI kit for product teams.'],
    ['Iconfjord', 'design', 'Ten thousand consistent icons.'],
    ['Usertest Nord', 'design', 'Remote user tests with Nordic participants.'],
    ['Palette Lab', 'design', 'Accessible colour palettes in seconds.'],
  ];
  const knownToolCategories = new Set(toolCategoryOptions.map((option) => option.value));
  const toolRows: Row[] = toolNames.map(([name, category, description], position) => {
    const key = slugify(name);
    return {
      id: contentPrng.uuid(),
      key,
      name,
      description,
      website: `https://www.${key}.example`,
      logo_path: logo('tools', key, name),
      category: knownToolCategories.has(category) ? category : null,
      position,
      created_at: daysAgo(now, 100 - position, contentPrng),
    };
  });
  tables.push({ table: 'tools', rows: toolRows });

  const partnerNames: readonly (readonly [string, string])[] = [
    ['Nordic Startup Hub', 'accelerator'],
    ['Fjord Accelerator', 'accelerator'],
    ['Arctic Founders', 'community'],
    ['Women in Nordic Tech', 'community'],
    ['Copenhagen Tech University', 'university'],
    ['Stockholm School of Innovation', 'university'],
    ['Helsinki Startup Sauna Club', 'community'],
    ['Nordic Relocation Partners', 'services'],
    ['Startup Nordics Podcast', 'media'],
    ['Nordic Innovation Agency', 'public'],
    ['Reykjavík Tech Society', 'community'],
    ['Oslo Science Park Network', 'accelerator'],
  ];
  const knownPartnerCategories = new Set(partnerCategoryOptions.map((option) => option.value));
  const partnerRows: Row[] = partnerNames.map(([name, category], position) => {
    const key = slugify(name);
    return {
      id: contentPrng.uuid(),
      key,
      name,
      website: `https://www.${key}.example`,
      logo_path: logo('partners', key, name),
      category: knownPartnerCategories.has(category) ? category : null,
      description: `${name} works with Nordhub to connect talent with Nordic startups.`,
      position,
      created_at: daysAgo(now, 200 - position, contentPrng),
    };
  });
  tables.push({ table: 'partners', rows: partnerRows });
  tables.push({
    table: 'pages',
    rows: [
      {
        key: 'partners',
        title: 'Our partners',
        body_text:
          'Nordhub works with accelerators, communities, universities and service providers across the Nordics. Together we help startups find great people and help talent find meaningful work.',
        content: json({}),
        updated_at: now,
      },
      // About, terms, privacy policy, community program and the scout/headhunter pages (GET /pages/{key}).
      ...contentPageTexts.map((page) => ({
        key: page.key,
        title: page.title,
        body_text: page.bodyText,
        content: json({ sections: page.sections }),
        updated_at: now,
      })),
    ],
    casts: { content: 'jsonb' },
  });

  tables.push({
    table: 'white_label_feeds',
    rows: [
      {
        id: contentPrng.uuid(),
        key: demoFeed.key,
        name: demoFeed.name,
        logo_path: logo('feeds', demoFeed.key, demoFeed.name),
        description: demoFeed.description,
        domain: demoFeed.domain,
        language: 'en',
        domain_status: 'verified',
        domain_verified_at: now,
        filters: json({ categories: techCategories, countryCodes: [], companyKeys: [] }),
        owner_company_id: null,
        created_at: daysAgo(now, 90, contentPrng),
        updated_at: daysAgo(now, 1, contentPrng),
      },
      // Its own fork, so the feed leaves every other seeded row as it was.
      ((prng) => ({
        id: prng.uuid(),
        key: demoFinnishFeed.key,
        name: demoFinnishFeed.name,
        logo_path: null,
        description: demoFinnishFeed.description,
        domain: demoFinnishFeed.domain,
        language: demoFinnishFeed.language,
        domain_status: 'verified',
        domain_verified_at: now,
        filters: json({ categories: [], countryCodes: [], companyKeys: [] }),
        owner_company_id: null,
        created_at: daysAgo(now, 60, prng),
        updated_at: daysAgo(now, 1, prng),
      }))(root.fork('finnish-feed')),
    ],
    casts: { filters: 'jsonb' },
  });

  // ---- Nordhub itself (/careers lists its open jobs) ---------------------------------------
  // Last, with its own fork, so adding it leaves every other seeded row as it was.
  const nordhub = buildNordhubSeed(root.fork('nordhub'), {
    now,
    city: cities.find((city) => city.name === 'Copenhagen') as City,
    logoPath: logo('logos', nordhubCompany.key, nordhubCompany.name),
    columns: defaultColumns.map((column, position) => ({ ...column, color: kanbanColumnColors[position * 2] ?? '#546e7a' })),
  });
  companyRows.push(nordhub.company);
  kanbanRows.push(...nordhub.kanbanColumns);
  jobRows.push(...nordhub.jobs);

  // Uploads last: every file above has registered its row.
  tables.push({ table: 'uploads', rows: uploads });
  return { files, tables };
}
