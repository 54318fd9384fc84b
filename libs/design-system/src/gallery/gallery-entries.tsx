import styled from '@emotion/styled';
import { passwordStrength } from '@nordhub/domain';
import { type ReactNode, useState } from 'react';
import {
  ActionBar,
  Avatar,
  Badge,
  BrandedSiteFrame,
  Button,
  ButtonLink,
  Card,
  CareersHero,
  Checkbox,
  CheckboxGroup,
  ClosedJobNotice,
  CodeBlock,
  Combobox,
  Container,
  DocumentUploadField,
  DropdownMenu,
  EmptyState,
  ErrorPage,
  ErrorPageFallback,
  LocalizedErrorPage,
  Fact,
  FactGrid,
  FactList,
  FieldError,
  FileInput,
  FormMessage,
  GridList,
  InlineList,
  FilterChips,
  JobListEntry,
  JobResultsHeader,
  JobMetaLine,
  JobSearchForm,
  LineChart,
  ListRow,
  ListRowLink,
  Modal,
  Drawer,
  MutedText,
  Notice,
  NewPasswordField,
  PageBody,
  PageTitle,
  Pager,
  Panel,
  PasswordStrengthHints,
  PlaceholderPage,
  PlainList,
  PoweredByNordhub,
  RemoteFallback,
  RichText,
  RouteProgressBar,
  SectionTitle,
  Select,
  SiteNoticePage,
  Skeleton,
  SkipLink,
  Stack,
  TagList,
  TextArea,
  TextField,
  TextLink,
  Toast,
  ToastRegion,
  VisuallyHidden,
  WorkspaceLayout,
  WorkspaceSidebar,
  type WorkspaceProfile,
  type WorkspaceSection,
} from '../index';

/** One state of a component, as the gallery shows it. */
export type GalleryState = { label: string; render: () => ReactNode };

/** A component of the design system (its export name) and the states worth seeing. */
export type GalleryEntry = { name: string; group: string; states: GalleryState[] };

const galleryIndustries = [
  { value: 'ENERGY', text: 'Energy' },
  { value: 'FINTECH', text: 'Fintech' },
  { value: 'HEALTH', text: 'Health' },
];
const galleryLanguages = [
  { value: 'DA', text: 'Danish' },
  { value: 'SV', text: 'Swedish' },
];

const noop = (): void => undefined;
const state = (label: string, render: () => ReactNode): GalleryState => ({ label, render });

// Whole-page components (frames, error pages) get a bordered box so they read as samples.
const StyledSample = styled.div(({ theme }) => ({
  position: 'relative',
  border: `${theme.borderWidths.thin} dashed ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space.md,
  overflow: 'hidden',
}));

const gallerySections: WorkspaceSection[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#gallery' },
  { id: 'jobs', label: 'Jobs', href: '#gallery', count: 4, current: true },
  { id: 'applicants', label: 'Applicants', href: '#gallery', count: 33 },
  { id: 'settings', label: 'Settings', href: '#gallery' },
];
const galleryProfiles: WorkspaceProfile[] = [
  { id: 'company:nordlys', name: 'Nordlys Energy', typeLabel: 'Startup', href: '#gallery', current: true },
  { id: 'applicant', name: 'Astrid Berg', typeLabel: 'Job seeker', href: '#gallery' },
];

function ComboboxDemo() {
  const [value, setValue] = useState('Cop');
  const cities = ['Copenhagen', 'Oslo', 'Stockholm', 'Helsinki', 'Reykjavik'];
  const options = cities.filter((city) => city.toLowerCase().startsWith(value.toLowerCase())).map((city) => ({ value: city, detail: 'jobs' }));
  return <Combobox label="City" value={value} onValueChange={setValue} options={options} />;
}

function ModalDemo({ size }: { size?: 'default' | 'large' | 'full' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the {size ?? 'default'} modal
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        size={size}
        title="Delete the job?"
        description="Applicants will no longer see it."
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Delete
            </Button>
          </>
        }
      >
        <p>The job and its applicants are removed for good.</p>
      </Modal>
    </>
  );
}

function DrawerDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the drawer
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Astrid Holm"
        description="Applied for Backend Engineer"
        footer={
          <Button size="sm" onClick={() => setOpen(false)}>
            Advance
          </Button>
        }
      >
        <p>The page beside the drawer stays in view; on a phone the drawer is a full-screen sheet.</p>
      </Drawer>
    </>
  );
}

function ToastRegionDemo() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setShown(true)}>
        Raise a toast
      </Button>
      <ToastRegion>
        {shown ? (
          <Toast tone="success" title="Saved" onDismiss={() => setShown(false)}>
            Your profile is saved.
          </Toast>
        ) : null}
      </ToastRegion>
    </>
  );
}

function RouteProgressBarDemo() {
  const [active, setActive] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setActive((on) => !on)}>
        {active ? 'Stop the progress bar' : 'Start the progress bar'}
      </Button>
      <RouteProgressBar active={active} />
    </>
  );
}

const chartEmpty = { title: 'No views yet', description: 'Views appear here once people open your jobs.' };
const chartDays = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];

/**
 * Every component the design system exports, each with its states. The gallery test fails when
 * an export of src/index.ts has no entry here, so a new component comes with its gallery entry.
 */
export const galleryEntries: GalleryEntry[] = [
  {
    name: 'Button',
    group: 'Input',
    states: [
      state('Variants', () => (
        <InlineList>
          <li><Button>Primary</Button></li>
          <li><Button variant="secondary">Secondary</Button></li>
          <li><Button variant="ghost">Ghost</Button></li>
          <li><Button variant="danger">Danger</Button></li>
        </InlineList>
      )),
      state('Small, disabled, loading, full width', () => (
        <Stack gap="sm">
          <InlineList>
            <li><Button size="sm">Small</Button></li>
            <li><Button disabled>Disabled</Button></li>
            <li><Button loading>Saving…</Button></li>
          </InlineList>
          <Button fullWidth variant="secondary">Full width</Button>
        </Stack>
      )),
    ],
  },
  {
    name: 'ButtonLink',
    group: 'Input',
    states: [
      state('Variants', () => (
        <InlineList>
          <li><ButtonLink href="#gallery">Post a job</ButtonLink></li>
          <li><ButtonLink href="#gallery" variant="secondary">See all jobs</ButtonLink></li>
          <li><ButtonLink href="#gallery" variant="ghost" size="sm">Small ghost</ButtonLink></li>
        </InlineList>
      )),
    ],
  },
  {
    name: 'TextLink',
    group: 'Input',
    states: [
      state('Inline, strong, title', () => (
        <p>
          Read the <TextLink href="#gallery">terms</TextLink>, the <TextLink href="#gallery" variant="strong">pricing</TextLink> and{' '}
          <TextLink href="#gallery" variant="title">Frontend developer</TextLink>.
        </p>
      )),
      state('Logo, brand', () => (
        <InlineList>
          <li><TextLink href="#gallery" variant="logo"><Avatar name="Nordlys" size={24} />Nordlys</TextLink></li>
          <li><TextLink href="#gallery" variant="brand">Nordhub</TextLink></li>
          <li><TextLink href="#gallery" variant="brand" size="xl">Job feed</TextLink></li>
        </InlineList>
      )),
      state('Nav and tab, current and not', () => (
        <InlineList>
          <li><TextLink href="#gallery" variant="nav" aria-current="page">Jobs</TextLink></li>
          <li><TextLink href="#gallery" variant="nav">Startups</TextLink></li>
          <li><TextLink href="#gallery" variant="tab" aria-current="page">Dashboard</TextLink></li>
          <li><TextLink href="#gallery" variant="tab">Jobs</TextLink></li>
        </InlineList>
      )),
      state('Chip, pill', () => (
        <InlineList>
          <li><TextLink href="#gallery" variant="chip">Developer in Copenhagen <Badge tone="primary">3 new</Badge></TextLink></li>
          <li><TextLink href="#gallery" variant="pill">Denmark</TextLink></li>
        </InlineList>
      )),
    ],
  },
  {
    name: 'TextField',
    group: 'Input',
    states: [
      state('Empty, with hint', () => <TextField label="Job title" hint="What the role is called in your company." />),
      state('With error', () => <TextField label="E-mail" defaultValue="anna@" error="Enter a valid e-mail address" />),
      state('Disabled', () => <TextField label="Company" defaultValue="Nordlys ApS" disabled />),
    ],
  },
  {
    name: 'TextArea',
    group: 'Input',
    states: [
      state('Empty', () => <TextArea label="Cover letter" hint="A few lines on why you want the job." />),
      state('With error', () => <TextArea label="Description" error="Write at least 50 characters" defaultValue="Short" />),
    ],
  },
  {
    name: 'Select',
    group: 'Input',
    states: [
      state('With placeholder', () => (
        <Select label="Country" placeholder="Choose a country" options={[{ value: 'DK', text: 'Denmark' }, { value: 'NO', text: 'Norway' }]} />
      )),
      state('With error', () => <Select label="Position" options={[{ value: 'full', text: 'Full-time' }]} error="Choose a position type" />),
    ],
  },
  {
    name: 'Checkbox',
    group: 'Input',
    states: [
      state('Unchecked, checked, disabled', () => (
        <Stack gap="sm">
          <Checkbox label="Remote" />
          <Checkbox label="Visa sponsorship" defaultChecked />
          <Checkbox label="Relocation" disabled />
        </Stack>
      )),
    ],
  },
  { name: 'Combobox', group: 'Input', states: [state('Typing, with suggestions', () => <ComboboxDemo />)] },
  {
    name: 'CheckboxGroup',
    group: 'Input',
    states: [
      state('Framed, with a hint', () => <CheckboxGroup legend="Industries" hint="Choose all that fit." options={galleryIndustries} value={['ENERGY']} onChange={noop} />),
      state('Plain, with its error', () => (
        <CheckboxGroup variant="plain" legend="Required language" options={galleryLanguages} value={[]} onChange={noop} error="Please choose at least one language" />
      )),
    ],
  },
  {
    name: 'FieldError',
    group: 'Input',
    states: [state('A message linked to its control and announced', () => <FieldError id="gallery-field-error">Please enter a job title</FieldError>)],
  },
  {
    name: 'FileInput',
    group: 'Input',
    states: [
      state('Empty', () => <FileInput label="CV" onChange={noop} hint="PDF, at most 5 MB." />),
      state('Uploading', () => <FileInput label="CV" onChange={noop} progress={40} />),
      state('With error', () => <FileInput label="CV" onChange={noop} error="The file is larger than 5 MB" />),
    ],
  },
  {
    name: 'DocumentUploadField',
    group: 'Input',
    states: [
      state('Empty', () => (
        <DocumentUploadField label="CV" value={null} onChoose={noop} onCancel={noop} onRemove={noop} progress={null} isUploading={false} />
      )),
      state('Uploading', () => (
        <DocumentUploadField label="CV" value={null} onChoose={noop} onCancel={noop} onRemove={noop} progress={60} isUploading />
      )),
      state('Uploaded', () => (
        <DocumentUploadField label="CV" value={{ name: 'anna-cv.pdf', url: '#gallery' }} onChoose={noop} onCancel={noop} onRemove={noop} progress={null} isUploading={false} />
      )),
    ],
  },
  {
    name: 'NewPasswordField',
    group: 'Input',
    states: [state('Part way', () => <NewPasswordField label="Password" password="nordhub1" defaultValue="nordhub1" />)],
  },
  {
    name: 'PasswordStrengthHints',
    group: 'Input',
    states: [
      state('Weak', () => <PasswordStrengthHints strength={passwordStrength('abc')} />),
      state('Strong', () => <PasswordStrengthHints strength={passwordStrength('Nordhub#2026')} />),
    ],
  },
  {
    name: 'DropdownMenu',
    group: 'Input',
    states: [
      state('Closed (open it)', () => (
        <DropdownMenu
          trigger="Anna Berg"
          triggerPrefix="Profile menu:"
          header="anna@example.com"
          items={[
            { id: 'profile', label: 'Your profile', href: '#gallery' },
            { id: 'out', label: 'Log out', onSelect: noop },
          ]}
          onNavigate={noop}
        />
      )),
    ],
  },
  { name: 'Drawer', group: 'Overlay', states: [state('Side panel (a full-screen sheet on a phone)', () => <DrawerDemo />)] },
  { name: 'Modal', group: 'Overlay', states: [state('Default', () => <ModalDemo />), state('Large', () => <ModalDemo size="large" />), state('Full screen (a phone sheet)', () => <ModalDemo size="full" />)] },
  {
    name: 'Toast',
    group: 'Feedback',
    states: [
      state('Tones (max width 350 px)', () => (
        <Stack gap="sm">
          <Toast tone="info">Your search is pinned.</Toast>
          <Toast tone="success" title="Application sent">The startup has your application.</Toast>
          <Toast tone="warning">Your session ends in 2 minutes.</Toast>
          <Toast tone="error" onDismiss={noop}>The payment failed. Try again.</Toast>
        </Stack>
      )),
    ],
  },
  { name: 'ToastRegion', group: 'Feedback', states: [state('A toast in the corner', () => <ToastRegionDemo />)] },
  { name: 'RouteProgressBar', group: 'Feedback', states: [state('Toggle it (top of the window)', () => <RouteProgressBarDemo />)] },
  {
    name: 'Skeleton',
    group: 'Feedback',
    states: [
      state('Lines', () => <Skeleton label="Loading the profile…" />),
      state('Cards', () => <Skeleton label="Loading the jobs…" shape="cards" count={2} />),
    ],
  },
  {
    name: 'EmptyState',
    group: 'Feedback',
    states: [
      state('With an action', () => (
        <EmptyState title="No jobs yet" action={<ButtonLink href="#gallery">Post a job</ButtonLink>}>
          Post your first job to start receiving applicants.
        </EmptyState>
      )),
      state('Text only', () => (
        <EmptyState title="No jobs match these filters">Try removing a filter or widening the location.</EmptyState>
      )),
    ],
  },
  {
    name: 'FormMessage',
    group: 'Feedback',
    states: [
      state('Success', () => <FormMessage tone="success">Your settings are saved.</FormMessage>),
      state('Error', () => <FormMessage tone="error">The e-mail address is already in use.</FormMessage>),
    ],
  },
  {
    name: 'Notice',
    group: 'Feedback',
    states: [
      state('Warning with an action', () => (
        <Notice role="status">
          <p>Jobs in Norway are expected to state the pay: candidates apply more often to ads with a pay range.</p>
          <Button variant="secondary">Dismiss</Button>
        </Notice>
      )),
    ],
  },
  {
    name: 'Badge',
    group: 'Feedback',
    states: [
      state('Tones', () => (
        <InlineList>
          <li><Badge>Neutral</Badge></li>
          <li><Badge tone="primary">Remote</Badge></li>
          <li><Badge tone="success">New</Badge></li>
          <li><Badge tone="warning">Closes soon</Badge></li>
          <li><Badge tone="danger">Closed</Badge></li>
        </InlineList>
      )),
    ],
  },
  { name: 'RemoteFallback', group: 'Feedback', states: [state('A part that failed to load', () => <RemoteFallback onRetry={noop} />)] },
  {
    name: 'Avatar',
    group: 'Layout',
    states: [
      state('Initials, sizes', () => (
        <InlineList>
          <li><Avatar name="Nordlys ApS" /></li>
          <li><Avatar name="Anna Berg" size={48} /></li>
        </InlineList>
      )),
    ],
  },
  {
    name: 'Card',
    group: 'Layout',
    states: [
      state('Plain', () => <Card><MutedText>A frame around one item.</MutedText></Card>),
      state('Row, stack', () => (
        <Stack>
          <Card layout="row"><Avatar name="Nordlys" size={48} /><div>Frontend developer at Nordlys</div></Card>
          <Card layout="stack" as="section"><h2>Boost a job</h2><p>Comes first in every list for 30 days.</p></Card>
        </Stack>
      )),
      state('Media', () => (
        <Card layout="media"><Skeleton label="Loading the image…" shape="cards" count={1} /><p>A deal with an image on top.</p></Card>
      )),
      state('Column', () => (
        <Card layout="column"><h3>Our first hire</h3><MutedText>Draft · 2 May 2026</MutedText><Button variant="secondary">Edit</Button></Card>
      )),
    ],
  },
  {
    name: 'Panel',
    group: 'Layout',
    states: [
      state('Start, stretch', () => (
        <Stack>
          <Panel><h2>For startups</h2><p>Post a job.</p><Button>Post a job</Button></Panel>
          <Panel align="stretch"><h2>Stretched</h2><Button>Full width</Button></Panel>
        </Stack>
      )),
    ],
  },
  { name: 'ListRow', group: 'Layout', states: [state('A row', () => <ListRow><Avatar name="Anna Berg" /><span>Anna Berg</span></ListRow>)] },
  { name: 'ListRowLink', group: 'Layout', states: [state('A whole-row link', () => <ListRowLink href="#gallery"><Avatar name="Nordlys" /><span>Frontend developer</span></ListRowLink>)] },
  { name: 'PlainList', group: 'Layout', states: [state('Stacked items', () => <PlainList><li>First</li><li>Second</li></PlainList>)] },
  { name: 'GridList', group: 'Layout', states: [state('A grid of items', () => <GridList><li>Anna Berg</li><li>Mikko Virtanen</li><li>Sigrid Dahl</li></GridList>)] },
  { name: 'InlineList', group: 'Layout', states: [state('Items in a line', () => <InlineList><li><Badge>One</Badge></li><li><Badge>Two</Badge></li></InlineList>)] },
  { name: 'TagList', group: 'Layout', states: [state('Tags in a tight line', () => <TagList><li><Badge>Featured</Badge></li><li><Badge tone="success">Pay range in the ad</Badge></li></TagList>)] },
  { name: 'Stack', group: 'Layout', states: [state('Row and column', () => <Stack direction="row" gap="sm"><Badge>A</Badge><Badge>B</Badge></Stack>)] },
  { name: 'Container', group: 'Layout', states: [state('Small container', () => <Container size="sm"><MutedText>At most 700 px wide.</MutedText></Container>)] },
  { name: 'PageBody', group: 'Layout', states: [state('Page column', () => <PageBody><p>Sections stacked with the page gap.</p></PageBody>)] },
  { name: 'PageTitle', group: 'Layout', states: [state('The h1 (shown as a paragraph here)', () => <PageTitle as="p">Jobs in Denmark</PageTitle>)] },
  { name: 'SectionTitle', group: 'Layout', states: [state('An h2 (shown as a paragraph here)', () => <SectionTitle as="p">Similar jobs</SectionTitle>)] },
  { name: 'MutedText', group: 'Layout', states: [state('Secondary text', () => <MutedText>Posted 3 days ago</MutedText>)] },
  { name: 'CodeBlock', group: 'Layout', states: [state('Code', () => <CodeBlock>{'<iframe src="https://nordhub.example/widget"></iframe>'}</CodeBlock>)] },
  { name: 'VisuallyHidden', group: 'Layout', states: [state('Text for screen readers only', () => <p>Visible text<VisuallyHidden> and hidden text</VisuallyHidden></p>)] },
  {
    name: 'WorkspaceSidebar',
    group: 'Layout',
    states: [state('Profiles, sections and counts', () => <WorkspaceSidebar label="Startup" sections={gallerySections} profiles={galleryProfiles} onNavigate={noop} />)],
  },
  {
    name: 'WorkspaceLayout',
    group: 'Layout',
    states: [
      state('The portal frame (narrow the window for the Menu button)', () => (
        <StyledSample>
          <WorkspaceLayout label="Startup" sections={gallerySections} profiles={galleryProfiles} onNavigate={noop}>
            <Container>
              <PageBody>
                <PageTitle as="p">Jobs</PageTitle>
                <MutedText>Lists and boards take the wide column; forms the narrow one.</MutedText>
              </PageBody>
            </Container>
          </WorkspaceLayout>
        </StyledSample>
      )),
    ],
  },
  { name: 'SkipLink', group: 'Layout', states: [state('Tab into the box to see it', () => <StyledSample><SkipLink href="#gallery" /></StyledSample>)] },
  {
    name: 'RichText',
    group: 'Content',
    states: [state('Paragraphs and a list', () => <RichText text={'We build tools for Nordic startups.\n\n- Remote friendly\n- Stock options'} />)],
  },
  {
    name: 'LineChart',
    group: 'Content',
    states: [
      state('Two series', () => (
        <LineChart
          title="Views and applicants"
          labels={chartDays}
          series={[
            { name: 'Views', values: [12, 30, 22, 41, 38] },
            { name: 'Applicants', values: [1, 3, 2, 5, 4], color: 'success' },
          ]}
          empty={chartEmpty}
        />
      )),
      state('Nothing yet', () => <LineChart title="Views and applicants" labels={chartDays} series={[{ name: 'Views', values: [0, 0, 0, 0, 0] }]} empty={chartEmpty} />),
    ],
  },
  {
    name: 'JobListEntry',
    group: 'Jobs',
    states: [
      state('A remote job', () => <JobListEntry headingId="gallery-job" headingLevel={3} title="Frontend developer" meta="Copenhagen, Denmark · Full-time" isRemote />),
      state('With logo and pay', () => (
        <JobListEntry headingId="gallery-job-pay" headingLevel={3} title="Data engineer" meta="Nordlys · Oslo · Full-time" isRemote={false} logo={{ name: 'Nordlys', src: null }} tags={['650,000–800,000 NOK a year']} />
      )),
    ],
  },
  {
    name: 'JobResultsHeader',
    group: 'Jobs',
    states: [state('Count and sort', () => <JobResultsHeader><MutedText>927 jobs found</MutedText><Button size="sm" variant="secondary">Pin this search</Button></JobResultsHeader>)] },
  {
    name: 'FilterChips',
    group: 'Jobs',
    states: [state('Two filters', () => <FilterChips filters={[{ key: 'country', label: 'Denmark' }, { key: 'remote', label: 'Remote' }]} onRemove={() => undefined} onClearAll={() => undefined} />)],
  },
  { name: 'JobMetaLine', group: 'Jobs', states: [state('On site, remote', () => <Stack gap="xs"><JobMetaLine isRemote={false}>Oslo, Norway</JobMetaLine><JobMetaLine isRemote>Anywhere</JobMetaLine></Stack>)] },
  {
    name: 'JobSearchForm',
    group: 'Jobs',
    states: [state('A search row', () => <JobSearchForm role="search" onSubmit={(event) => event.preventDefault()}><TextField label="Keywords" /><Button type="submit">Search</Button></JobSearchForm>)],
  },
  { name: 'Pager', group: 'Jobs', states: [state('Page 2 of 5', () => <Pager label="Pages" page={2} lastPage={5} renderLink={(page, text) => <TextLink href={`#page-${page}`}>{text}</TextLink>} />)] },
  { name: 'FactList', group: 'Jobs', states: [state('Facts of a job', () => <FactList><Fact term="Deadline">05 Mar 2026</Fact><Fact term="Salary">45,000–60,000 DKK</Fact></FactList>)] },
  {
    name: 'FactGrid',
    group: 'Jobs',
    states: [
      state('Facts of a job, two columns', () => (
        <FactGrid
          facts={[
            { term: 'Location', value: 'Aarhus, Denmark' },
            { term: 'Position', value: 'Full-time' },
            { term: 'Salary', value: '45,000–60,000 DKK a month' },
            { term: 'Deadline', value: '05 Mar 2026' },
            { term: 'Working in the Nordics', value: <Badge tone="success">English is fine</Badge>, wide: true },
          ]}
        />
      )),
    ],
  },
  {
    name: 'ActionBar',
    group: 'Layout',
    // Fixed to the bottom of the screen below lg: the gallery shows it in place on a laptop.
    states: [state('Apply and save', () => <ActionBar aria-label="Apply and save"><Button>Apply</Button><Button variant="secondary">Save job</Button></ActionBar>)],
  },
  { name: 'Fact', group: 'Jobs', states: [state('One fact', () => <FactList><Fact term="Position">Full-time</Fact></FactList>)] },
  { name: 'ClosedJobNotice', group: 'Jobs', states: [state('A closed job', () => <ClosedJobNotice />)] },
  {
    name: 'CareersHero',
    group: 'Pages',
    states: [
      state('Words only', () => (
        <CareersHero name="Nordlys" headingLevel={2} headline="Light up the Nordic energy grid with us" pitch="Small teams, real ownership, and work that cuts emissions every day." seeJobsHref="#gallery" />
      )),
      state('Own colours and a video', () => (
        <CareersHero
          name="Nordlys"
          headingLevel={2}
          headline="Build tidal power with us"
          pitch="Twelve engineers in Bergen."
          video={{ provider: 'YouTube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }}
          primaryColor="#1f5e4e"
          accentColor="#7a4f00"
          seeJobsHref="#gallery"
        />
      )),
    ],
  },
  {
    name: 'BrandedSiteFrame',
    group: 'Pages',
    states: [
      state('Banner tone', () => (
        <StyledSample>
          <BrandedSiteFrame mainId="gallery-branded-main" tone="banner" brand={<TextLink href="#gallery" variant="brand">Nordlys careers</TextLink>} footer={<PoweredByNordhub mainSiteUrl="https://nordhub.example" />}>
            <p>The careers site's pages.</p>
          </BrandedSiteFrame>
        </StyledSample>
      )),
    ],
  },
  { name: 'PoweredByNordhub', group: 'Pages', states: [state('Footer line', () => <PoweredByNordhub mainSiteUrl="https://nordhub.example" opensInNewTab />)] },
  { name: 'SiteNoticePage', group: 'Pages', states: [state('A notice', () => <StyledSample><SiteNoticePage title="This careers site is closed">Visit Nordhub for more jobs.</SiteNoticePage></StyledSample>)] },
  { name: 'PlaceholderPage', group: 'Pages', states: [state('Built later', () => <StyledSample><PlaceholderPage title="Gallery" description="A page built in a later issue." /></StyledSample>)] },
  {
    name: 'ErrorPage',
    group: 'Pages',
    states: [
      state('404', () => <StyledSample><ErrorPage status={404} /></StyledSample>),
      state('500 with a message', () => <StyledSample><ErrorPage status={500} message="The server did not answer." /></StyledSample>),
    ],
  },
  {
    name: 'LocalizedErrorPage',
    group: 'Pages',
    // In the page's language (a careers site's, a feed's); the gallery's is English.
    states: [state('404 in the page language', () => <StyledSample><LocalizedErrorPage status={404} /></StyledSample>)],
  },
  { name: 'ErrorPageFallback', group: 'Pages', states: [state('When the error page fails', () => <StyledSample><ErrorPageFallback /></StyledSample>)] },
  {
    name: 'NordhubThemeProvider',
    group: 'Providers',
    states: [state('Wraps the app', () => <MutedText>Gives every component the theme; this page renders inside it.</MutedText>)],
  },
  {
    name: 'LocaleProvider',
    group: 'Providers',
    states: [state('A part of the page in a language', () => <MutedText>Sets the language useMessages speaks inside it (a careers site's, docs/i18n.md); English without it.</MutedText>)],
  },
  {
    name: 'GlobalStyles',
    group: 'Providers',
    states: [state('Base element styles', () => <MutedText>Rendered once by the app (here by the shell): fonts, focus ring, reduced motion.</MutedText>)],
  },
];
