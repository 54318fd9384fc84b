import type { JobCategory } from '@nordhub/contracts';

interface CategoryContent {
  titles: readonly string[];
  tasks: readonly string[];
  skills: readonly string[];
}

/** Realistic titles, tasks and requirements per job category. */
export const jobContent: Record<JobCategory, CategoryContent> = {
  backend: {
    titles: ['Backend Engineer', 'Backend Developer (Go)', 'Python Developer', 'Backend Engineer, Payments', 'Java Developer', 'Node.js Engineer', 'Elixir Developer', 'Backend Engineer, Platform'],
    tasks: ['design and build the APIs our apps run on', 'own services from the first commit to production', 'improve the performance and reliability of our data stores', 'work closely with product and design on new features'],
    skills: ['solid experience with a backend language such as Go, Python, Java or TypeScript', 'good knowledge of PostgreSQL or another relational database', 'experience with cloud platforms and containers', 'care for testing and code review'],
  },
  devops: {
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer', 'Cloud Infrastructure Engineer', 'DevOps Engineer, Kubernetes'],
    tasks: ['run and automate our cloud infrastructure', 'build the CI/CD pipelines developers love to use', 'make our systems observable and on-call calm', 'keep security and costs under control'],
    skills: ['hands-on experience with Kubernetes and Terraform', 'experience with AWS, GCP or Azure', 'scripting in Bash, Python or Go', 'a calm head during incidents'],
  },
  frontend: {
    titles: ['Frontend Developer', 'React Developer', 'Frontend Engineer, Design Systems', 'TypeScript Frontend Engineer', 'Web Developer'],
    tasks: ['build fast, accessible interfaces in React and TypeScript', 'shape our design system together with designers', 'measure and improve web performance', 'turn user feedback into polished features'],
    skills: ['strong JavaScript/TypeScript and modern React', 'an eye for detail and accessibility', 'experience with testing frontends', 'good communication in English'],
  },
  fullstack: {
    titles: ['Full-stack Developer', 'Full-stack Engineer (React/Node)', 'Software Engineer, Full-stack', 'Full-stack Developer, Growth'],
    tasks: ['ship features across the whole stack', 'own product areas end to end', 'improve our developer tooling', 'mentor other developers'],
    skills: ['experience with React and a backend framework', 'comfort with SQL databases', 'pragmatic approach to shipping', 'curiosity about the product and its users'],
  },
  mobile: {
    titles: ['iOS Developer', 'Android Developer', 'React Native Developer', 'Mobile Engineer (Flutter)', 'Senior iOS Engineer'],
    tasks: ['build our apps for iOS and Android', 'keep the apps fast and crash-free', 'work with designers on delightful interactions', 'release to the app stores every week'],
    skills: ['experience shipping native or cross-platform apps', 'knowledge of Swift, Kotlin, Dart or React Native', 'understanding of mobile performance', 'interest in user experience'],
  },
  'business-development': {
    titles: ['Business Developer', 'Partnership Manager', 'Business Development Manager, Nordics', 'Head of Business Development'],
    tasks: ['find and close strategic partnerships', 'open new markets in the Nordics and beyond', 'build our pipeline together with sales', 'represent us at events and in the ecosystem'],
    skills: ['a track record in B2B business development', 'strong network in the Nordic startup scene', 'fluent English and a Nordic language', 'structured and outgoing'],
  },
  operations: {
    titles: ['Operations Manager', 'Operations Associate', 'Head of Operations', 'Supply Chain Coordinator'],
    tasks: ['keep the daily operations running smoothly', 'set up processes that scale', 'work with suppliers and partners', 'analyse data to find improvements'],
    skills: ['experience from operations in a fast-growing company', 'structured and hands-on', 'good with spreadsheets and data', 'excellent communication'],
  },
  'customer-success': {
    titles: ['Customer Success Manager', 'Customer Support Specialist', 'Head of Customer Success', 'Customer Onboarding Specialist'],
    tasks: ['help our customers get value from day one', 'run onboarding and training sessions', 'turn customer feedback into product insights', 'reduce churn and grow accounts'],
    skills: ['experience in customer success or account management', 'empathy and patience', 'fluent English and a Nordic language', 'comfort with SaaS tools'],
  },
  design: {
    titles: ['Product Designer', 'Graphic Designer', 'Brand Designer', 'Senior Product Designer', 'Motion Designer'],
    tasks: ['design experiences from research to pixel-perfect screens', 'evolve our brand and visual identity', 'run user tests and workshops', 'work closely with engineers on implementation'],
    skills: ['a portfolio that shows your process', 'skill with Figma', 'understanding of accessibility', 'ability to explain design decisions'],
  },
  marketing: {
    titles: ['Marketing Manager', 'Growth Marketer', 'Content Marketing Manager', 'Performance Marketing Specialist', 'Marketing Intern'],
    tasks: ['plan and run campaigns across channels', 'grow our organic and paid acquisition', 'write content our audience loves', 'measure everything and iterate'],
    skills: ['experience with digital marketing', 'data-driven mindset', 'excellent writing in English', 'knowledge of SEO and analytics tools'],
  },
  'project-management': {
    titles: ['Project Manager', 'Technical Project Manager', 'Delivery Manager', 'Scrum Master'],
    tasks: ['plan and deliver projects on time', 'coordinate teams and stakeholders', 'remove blockers for the team', 'report progress clearly'],
    skills: ['experience managing software or hardware projects', 'knowledge of agile methods', 'strong organisational skills', 'clear communication'],
  },
  sales: {
    titles: ['Account Executive', 'Sales Development Representative', 'Head of Sales', 'Key Account Manager', 'Inside Sales Representative'],
    tasks: ['own the sales cycle from first meeting to signed contract', 'build relationships with decision makers', 'give the product team feedback from the market', 'hit and exceed targets'],
    skills: ['experience with B2B sales', 'a consultative approach', 'fluent English and a Nordic language', 'drive and resilience'],
  },
  cxo: {
    titles: ['Chief Technology Officer', 'Chief Operating Officer', 'Chief Financial Officer', 'Chief Marketing Officer', 'Co-founder & CTO'],
    tasks: ['set direction together with the founders', 'build and lead a growing team', 'own strategy and execution in your area', 'work with investors and the board'],
    skills: ['leadership experience in a scale-up', 'strategic and hands-on at the same time', 'a strong network', 'energy for building a company'],
  },
  engineer: {
    titles: ['Embedded Software Engineer', 'Hardware Engineer', 'Electrical Engineer', 'Mechanical Engineer', 'Test Engineer'],
    tasks: ['design and test our hardware products', 'write firmware for our devices', 'work with manufacturing partners', 'take prototypes to production'],
    skills: ['a degree in engineering', 'experience with embedded systems or product development', 'hands-on mindset', 'interest in sustainable technology'],
  },
  finance: {
    titles: ['Financial Controller', 'Finance Manager', 'Accountant', 'FP&A Analyst', 'Head of Finance'],
    tasks: ['own monthly closing and reporting', 'build budgets and forecasts', 'improve finance processes and tools', 'support fundraising with analysis'],
    skills: ['experience in accounting or controlling', 'strong Excel or Google Sheets skills', 'knowledge of Nordic accounting rules', 'attention to detail'],
  },
  hr: {
    titles: ['HR Manager', 'Talent Acquisition Specialist', 'People Partner', 'Recruiter', 'Head of People'],
    tasks: ['hire great people for every team', 'build a culture people want to join', 'run people processes from onboarding to reviews', 'support managers in growing their teams'],
    skills: ['experience in HR or recruitment in a startup', 'knowledge of Nordic employment law', 'people skills and discretion', 'structured way of working'],
  },
  'data-science': {
    titles: ['Data Scientist', 'Machine Learning Engineer', 'Data Engineer', 'Senior Data Scientist', 'Analytics Engineer'],
    tasks: ['build models that power our product', 'design reliable data pipelines', 'turn data into decisions with the business', 'take models from notebook to production'],
    skills: ['strong Python and SQL', 'experience with machine learning frameworks', 'knowledge of statistics', 'ability to explain results to non-experts'],
  },
  legal: {
    titles: ['Legal Counsel', 'Compliance Officer', 'Privacy and Data Protection Lead', 'Legal Intern'],
    tasks: ['advise the company on commercial contracts', 'keep us compliant with GDPR and industry rules', 'support fundraising and partnerships', 'train colleagues in legal basics'],
    skills: ['a law degree', 'experience with commercial law or compliance', 'business mindset', 'clear writing'],
  },
  analyst: {
    titles: ['Business Analyst', 'Data Analyst', 'Investment Analyst', 'Product Analyst'],
    tasks: ['analyse the business and find opportunities', 'build dashboards and reports', 'support decisions with data', 'work with teams across the company'],
    skills: ['strong analytical skills', 'SQL and a BI tool', 'structured communication', 'curiosity'],
  },
  'product-management': {
    titles: ['Product Manager', 'Senior Product Manager', 'Product Owner', 'Head of Product'],
    tasks: ['own the roadmap for a product area', 'talk to customers every week', 'work with design and engineering to ship', 'measure outcomes, not output'],
    skills: ['experience as a product manager in tech', 'ability to prioritise ruthlessly', 'understanding of technology', 'great communication'],
  },
  qa: {
    titles: ['QA Engineer', 'Test Automation Engineer', 'Quality Assurance Specialist', 'QA Lead'],
    tasks: ['build automated tests for web and mobile', 'make quality everyone’s job', 'improve our release process', 'find bugs before our users do'],
    skills: ['experience with test automation tools', 'programming skills in a modern language', 'attention to detail', 'systematic mindset'],
  },
  'ux-ui-designer': {
    titles: ['UX/UI Designer', 'UX Designer', 'UI Designer', 'UX Researcher', 'Senior UX/UI Designer'],
    tasks: ['research user needs and test ideas early', 'design clear and beautiful interfaces', 'maintain our design system', 'collaborate with product and engineering'],
    skills: ['a portfolio with UX and UI work', 'skill with Figma and prototyping', 'understanding of usability and accessibility', 'empathy for users'],
  },
  other: {
    titles: ['Office Manager', 'Executive Assistant', 'Community Manager', 'Student Assistant', 'Working Student'],
    tasks: ['keep the office and team running', 'organise events and team activities', 'support the founders with daily tasks', 'help wherever it matters most'],
    skills: ['a service-minded attitude', 'organisational talent', 'good English and a Nordic language', 'flexibility'],
  },
};

export const seniorityPrefixes: readonly (readonly [string, number])[] = [
  ['', 6],
  ['Senior ', 3],
  ['Junior ', 1],
  ['Lead ', 1],
];
