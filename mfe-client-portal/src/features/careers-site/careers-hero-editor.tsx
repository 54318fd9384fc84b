import styled from '@emotion/styled';
import { isApiClientError, useUpdateCareersSiteSettings } from '@nordhub/api-client';
import { careersHeroInputSchema, careersJobGroupingLabels, careersJobGroupingSchema, type CareersHero, type CareersJobGrouping, type Image } from '@nordhub/contracts';
import { Button, CareersHero as CareersHeroVisual, FormMessage, SectionTitle, Select, TextArea, TextField } from '@nordhub/design-system';
import { CAREERS_HEADLINE_MAX, CAREERS_PITCH_MAX, careersColourProblem, careersHeroView, imagePresetPath, type CareersColourField } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { useState, type FormEvent } from 'react';
import { ImageUploadField } from '../../components/profile-form/image-upload-field';

/** The hero as the form holds it: text fields as typed, '' for none. */
export type CareersHeroDraft = {
  headline: string;
  pitch: string;
  picture: Image | null;
  videoUrl: string;
  primaryColor: string;
  accentColor: string;
  jobGrouping: CareersJobGrouping;
};

type DraftField = keyof CareersHeroDraft;

const draftOf = (hero: CareersHero | null): CareersHeroDraft => ({
  headline: hero?.headline ?? '',
  pitch: hero?.pitch ?? '',
  picture: hero?.picture ?? null,
  videoUrl: hero?.videoUrl ?? '',
  primaryColor: hero?.primaryColor ?? '',
  accentColor: hero?.accentColor ?? '',
  jobGrouping: hero?.jobGrouping ?? 'team',
});

const fieldNames: readonly DraftField[] = ['headline', 'pitch', 'picture', 'videoUrl', 'primaryColor', 'accentColor', 'jobGrouping'];

const StyledColumns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xl,
  alignItems: 'start',
  [theme.mq.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
}));

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

const StyledPreview = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  [theme.mq.up('lg')]: { position: 'sticky', top: theme.space.lg },
}));

const StyledPreviewNote = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.fontSizes.sm }));

const groupingOptions = careersJobGroupingSchema.options.map((value) => ({ value, text: careersJobGroupingLabels[value] }));

type CareersHeroEditorProps = {
  company: string;
  hero: CareersHero | null;
  /** The startup's name and logo, as the careers site shows them beside the hero. */
  startup: { name: string; logoImage: Image | null };
};

/**
 * The careers site's hero: the form, and beside it the hero as the careers site will draw it,
 * redrawn as the startup types (before saving). Colours are checked as typed (white text on them
 * at WCAG AA); every rule is the contract's, which the server checks again.
 */
export function CareersHeroEditor({ company, hero, startup }: CareersHeroEditorProps) {
  const update = useUpdateCareersSiteSettings(company);
  const showToast = useShowToast();
  const [draft, setDraft] = useState<CareersHeroDraft>(() => draftOf(hero));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = <Field extends DraftField>(field: Field, value: CareersHeroDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const changeColour = (field: CareersColourField, value: string) => {
    change(field, value);
    // Said as typed: a full colour that white text cannot be read on.
    const problem = /^#[0-9a-f]{6}$/i.test(value.trim()) ? careersColourProblem(field, value.trim()) : null;
    if (problem) setErrors((current) => ({ ...current, [field]: problem }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    const parsed = careersHeroInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<DraftField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldNames.find((name) => name === issue.path[0]);
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      const saved = await update.mutateAsync(draft);
      setDraft(draftOf(saved.hero));
      setErrors({});
      showToast('Careers site saved', 'success');
    } catch (caught) {
      if (isApiClientError(caught) && caught.fields.length > 0) {
        const found: Partial<Record<DraftField, string>> = {};
        for (const entry of caught.fields) {
          const field = fieldNames.find((name) => name === entry.path);
          if (field) found[field] = entry.message;
        }
        setErrors(found);
        if (Object.keys(found).length === 0) setFormError(caught.message);
      } else {
        setFormError(caught instanceof Error ? caught.message : 'The careers site could not be saved');
      }
    }
  };

  const view = careersHeroView(
    {
      headline: draft.headline,
      pitch: draft.pitch,
      picture: draft.picture,
      videoUrl: draft.videoUrl.trim() || null,
      primaryColor: draft.primaryColor.trim() || null,
      accentColor: draft.accentColor.trim() || null,
    },
    { name: startup.name, where: '', galleryPicture: null },
  );

  return (
    <StyledColumns>
      <StyledForm noValidate aria-label="Careers site hero" onSubmit={(event) => void submit(event)}>
        <TextField
          label="Headline"
          required
          value={draft.headline}
          error={errors.headline}
          hint={`What a visitor reads first, at most ${CAREERS_HEADLINE_MAX} characters (${draft.headline.trim().length} now).`}
          onChange={(event) => change('headline', event.target.value)}
        />
        <TextArea
          label="Pitch"
          rows={3}
          value={draft.pitch}
          error={errors.pitch}
          hint={`Why work with you, in a sentence or two: at most ${CAREERS_PITCH_MAX} characters (${draft.pitch.trim().length} now).`}
          onChange={(event) => change('pitch', event.target.value)}
        />
        <ImageUploadField
          label="Picture"
          value={draft.picture}
          previewAlt={`The careers site's picture of ${startup.name}`}
          error={errors.picture}
          hint="Your team or your office: PNG, JPEG, WebP or GIF. It is cut to fit beside the headline."
          onChange={(image) => change('picture', image)}
        />
        <TextField
          label="Video link"
          type="url"
          inputMode="url"
          value={draft.videoUrl}
          error={errors.videoUrl}
          hint="A YouTube or Vimeo address. The site links to it, so visitors' browsers contact the video site only when they choose to watch."
          onChange={(event) => change('videoUrl', event.target.value)}
        />
        <TextField
          label="Primary colour"
          value={draft.primaryColor}
          error={errors.primaryColor}
          hint="The top's background, such as #1d5f8f: white text goes on it, so it needs to be dark enough. Empty: Nordhub's blue."
          spellCheck={false}
          onChange={(event) => changeColour('primaryColor', event.target.value)}
        />
        <TextField
          label="Accent colour"
          value={draft.accentColor}
          error={errors.accentColor}
          hint="The “See open jobs” button, with white text on it. Empty: Nordhub's green."
          spellCheck={false}
          onChange={(event) => changeColour('accentColor', event.target.value)}
        />
        <Select
          label="Group the open jobs"
          options={groupingOptions}
          value={draft.jobGrouping}
          error={errors.jobGrouping}
          onChange={(event) => change('jobGrouping', event.target.value === 'place' ? 'place' : 'team')}
        />
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <div>
          <Button type="submit" loading={update.isPending}>
            Save careers site
          </Button>
        </div>
      </StyledForm>
      <StyledPreview aria-labelledby="careers-hero-preview-title">
        <SectionTitle id="careers-hero-preview-title">Preview</SectionTitle>
        <StyledPreviewNote>The top of your careers site as visitors will see it; it changes as you type.</StyledPreviewNote>
        <CareersHeroVisual
          name={startup.name}
          logoSrc={imagePresetPath(startup.logoImage, 'thumbnail')}
          {...view}
          seeJobsHref="#careers-hero-preview-title"
          headingLevel={2}
          headingId="careers-hero-preview-headline"
        />
      </StyledPreview>
    </StyledColumns>
  );
}
