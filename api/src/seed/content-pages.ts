import type { ContentPageKey, ContentPageSection } from '@nordhub/contracts';

/**
 * The texts of the content pages (GET /pages/{key}), seeded into `pages`. Body texts and sections
 * are rich text (libs/domain rich-text.ts: paragraphs split by blank lines, "- " lists, **bold**).
 */
export interface ContentPageText {
  key: ContentPageKey;
  title: string;
  bodyText: string;
  sections: ContentPageSection[];
}

export const contentPageTexts: readonly ContentPageText[] = [
  {
    key: 'about',
    title: 'About Nordhub',
    bodyText:
      'Nordhub is the job marketplace for Nordic startups. We connect global talent with career opportunities at startups in Denmark, Sweden, Norway, Finland and Iceland.',
    sections: [
      {
        title: 'Why we exist',
        bodyText:
          'Startups grow with the people they hire. Yet great candidates rarely find the small, fast-moving companies of the Nordics, and founders spend weeks on hiring instead of building.\n\nNordhub puts every startup job of the region in one place, with the story of the company behind it, so the right people find each other sooner.',
      },
      {
        title: 'What we offer',
        bodyText:
          '- **Job seekers** browse and search jobs and startups, follow the companies they like, apply in a few clicks and get new jobs by e-mail.\n- **Startups** publish a company profile, post and boost jobs, manage applicants, get deals from our partners and a careers site of their own.\n- **Investors** keep a profile and appear in our funding list, so founders can find the right backers.',
      },
      {
        title: 'Who we are',
        bodyText:
          'A small team of people who have built, funded and worked at Nordic startups. We are based in Copenhagen and work across the region, together with our partners: accelerators, communities, universities and service providers.',
      },
    ],
  },
  {
    key: 'terms',
    title: 'Terms of service',
    bodyText:
      'These terms apply to everyone who uses Nordhub: job seekers, startups, investors and visitors. By creating an account or using the site you accept them.',
    sections: [
      {
        title: 'Your account',
        bodyText:
          'You are responsible for the information in your account and your profiles, and for keeping your password safe. Give true information about yourself and the companies or investors you manage. One account may hold several profiles; only people who may act for a startup or an investor may manage its profile.',
      },
      {
        title: 'Jobs and profiles',
        bodyText:
          'Startups publish jobs that are real, open and lawful, with honest information about the role and the company. We review a startup\'s first job before it goes live, and may review any job, and reject, hide or remove a job or profile that breaks these terms or the law. A job we reject is not charged again when it is resubmitted.',
      },
      {
        title: 'Payments',
        bodyText:
          'Posting, boosting and the headhunter product are paid as shown on the pricing page at the time of purchase, in the currency of the startup’s country. Payments are handled by our payment provider. A paid job that we reject is refunded.',
      },
      {
        title: 'Acceptable use',
        bodyText:
          '- Do not send spam, scrape the site or try to get around its security.\n- Do not upload content you have no right to share.\n- Treat applicants and companies with respect; discrimination has no place on Nordhub.',
      },
      {
        title: 'Liability and changes',
        bodyText:
          'Nordhub brings job seekers and startups together; hiring decisions and employment contracts are between them. We may change these terms; we tell registered users about important changes before they apply. Danish law applies.',
      },
    ],
  },
  {
    key: 'privacy-policy',
    title: 'Privacy policy',
    bodyText:
      'This policy explains which personal data Nordhub keeps, why, and what your rights are under the EU General Data Protection Regulation (GDPR). Nordhub is the data controller.',
    sections: [
      {
        title: 'What we collect',
        bodyText:
          '- **Account data**: your name, e-mail address and password (stored only as a secure hash).\n- **Profile data**: what you add to an applicant, startup or investor profile, such as your CV, logo and texts.\n- **Applications**: the jobs you apply to and what you send with an application.\n- **Usage data**: page views and clicks on profiles, counted to show startups and investors how often they are seen.',
      },
      {
        title: 'Why we use it',
        bodyText:
          'We use your data to provide the service you asked for (the contract): your account, your applications, job e-mails you subscribed to. We count views in our legitimate interest of showing profiles how they perform. We never sell personal data.',
      },
      {
        title: 'Who sees it',
        bodyText:
          'When you apply to a job, the startup you apply to sees your application and CV. Public profiles of startups and investors are visible to everyone. Service providers who host the site, send e-mails and take payments process data on our behalf under data processing agreements.',
      },
      {
        title: 'Cookies',
        bodyText:
          'We use only the cookies the site needs to work:\n\n- **preferred-country-code** remembers the country you chose, so prices are shown in your currency.\n- **user.profile** remembers which of your profiles (startup, investor or applicant) you are using.\n- **cookie-consent** remembers your answer to the cookie banner.\n- A session cookie keeps you logged in, and a security cookie protects your forms against cross-site requests.\n\nWe set no advertising or tracking cookies. If we ever measure how the site is used, we do so only after you accept in the cookie banner.',
      },
      {
        title: 'How long we keep it',
        bodyText:
          'We keep your account data while your account exists. Applications are kept while the job and the startup’s applicant list exist. Job e-mail subscriptions end when you unsubscribe.',
      },
      {
        title: 'Your rights',
        bodyText:
          'You may see, correct, export or delete your data, object to its use and complain to your data protection authority (in Denmark, Datatilsynet). Write to us through the contact page and we answer within a month.',
      },
    ],
  },
  {
    key: 'community-program',
    title: 'Community program',
    bodyText:
      'The Nordhub community program is for the accelerators, incubators, student organisations and founder communities that help Nordic startups grow.',
    sections: [
      {
        title: 'What members get',
        bodyText:
          '- Free job posts for the startups in your programme.\n- A white-label job feed with your community’s jobs on your own site.\n- A place on our partners page and in our newsletter.\n- Early access to deals from our partners for your startups.',
      },
      {
        title: 'What we ask',
        bodyText:
          'Tell your startups and members about Nordhub, link to us from your site, and share your events with the community.',
      },
      {
        title: 'How to join',
        bodyText: 'Write to us through the contact page with a few lines about your community and the startups in it. We answer within a week.',
      },
    ],
  },
  {
    key: 'scout',
    title: 'Scout: let a headhunter find your next hire',
    bodyText:
      'Some roles are hard to fill with a job post alone. With Scout, your startup pays for one of our headhunters to search for candidates, reach out to them and bring you a shortlist of people who fit.',
    sections: [
      {
        title: 'How it works',
        bodyText:
          '- Post the job on Nordhub and choose the headhunter offer.\n- A headhunter who knows your field reads your job, talks with you about the person you need and starts searching.\n- You receive candidates who are interested and qualified, in your applicant list.\n- You interview and hire; we follow up until the role is filled.',
      },
      {
        title: 'Why startups use Scout',
        bodyText:
          'Founders have little time for sourcing. Our headhunters know the Nordic startup scene and reach people who are not looking actively. You pay a fixed price per job, shown on the pricing page.',
      },
    ],
  },
  {
    key: 'scout-terms',
    title: 'Scout terms',
    bodyText: 'These terms apply when a startup orders Scout, the headhunter search, for a job. The terms of service apply as well.',
    sections: [
      {
        title: 'The order',
        bodyText:
          'An order covers one job. It starts when the job is live on Nordhub and the startup has paid the price shown at checkout. The startup gives the headhunter true information about the role, the salary range and the hiring process.',
      },
      {
        title: 'The search',
        bodyText:
          'The headhunter searches for candidates for up to 60 days and presents those who agree to be considered. Candidates are shared only for this job, and the startup treats their data according to the GDPR.',
      },
      {
        title: 'Price and refunds',
        bodyText:
          'The price is fixed per job and does not depend on a hire. If the headhunter presents no candidate within 60 days, the startup gets its money back.',
      },
    ],
  },
  {
    key: 'headhunter',
    title: 'Headhunter',
    bodyText:
      'Nordhub’s headhunters find candidates for startups that need help with a hard role. A startup pays for the search; candidates never pay anything.',
    sections: [
      {
        title: 'For startups',
        bodyText:
          'Choose the headhunter offer when you post or boost a job. A headhunter contacts you within two working days to plan the search, and presents candidates in your applicant list as the search goes on.',
      },
      {
        title: 'For candidates',
        bodyText:
          'If a headhunter contacts you, it is about a real job at a Nordic startup. You decide whether your profile is shared with the startup, and you can say no at any time.',
      },
      {
        title: 'Become a headhunter',
        bodyText: 'Do you recruit for startups in the Nordics? Write to us through the contact page to join our network of headhunters.',
      },
    ],
  },
  {
    key: 'headhunter-terms',
    title: 'Headhunter terms',
    bodyText: 'These terms apply to the headhunters who search for candidates for startups on Nordhub.',
    sections: [
      {
        title: 'Working with candidates',
        bodyText:
          'Contact candidates only about the job you search for, say who you work for, and share a candidate with the startup only after the candidate agreed. Respect a no.',
      },
      {
        title: 'Confidentiality and data',
        bodyText:
          'What a startup tells you about its plans and hiring stays confidential. You process candidate data on behalf of Nordhub, only for the search, and delete it when the search ends.',
      },
      {
        title: 'Fees',
        bodyText: 'Nordhub pays the agreed fee per finished search. Startups pay Nordhub; a headhunter never charges a startup or a candidate directly.',
      },
    ],
  },
];
