import { type PersonInput } from '@nordhub/contracts';
import { Button, SectionTitle, TextField } from '@nordhub/design-system';
import { type ArrayPath, type Control, Controller, type FieldArray, type FieldErrors, type FieldValues, get, type Path, useFieldArray, type UseFormRegister } from 'react-hook-form';
import { ImageUploadField } from './image-upload-field';
import { ProfileFormGrid, ProfileFormItem, ProfileFormList, ProfileFormSection } from './profile-form-layout';

/** The words of one profile type's people section. */
export type PeopleRepeaterTexts = {
  /** The section's heading, e.g. "Team". */
  title: string;
  /** One person, capitalised, e.g. "Team member" ("Team member 2", "Remove team member 2"). */
  person: string;
  /** The add button, e.g. "Add a team member". */
  add: string;
};

export type PeopleRepeaterProps<T extends FieldValues> = {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The form's array of people (contracts' personInputSchema entries). */
  name: ArrayPath<T>;
  /** The section's heading id. */
  sectionId: string;
  texts: PeopleRepeaterTexts;
};

const emptyPerson: PersonInput = { name: '', title: '', image: null, linkedinUrl: '' };

/** A profile's people (a startup's team, an investor's key people): name, title, LinkedIn and photo each. */
export function PeopleRepeater<T extends FieldValues>({ control, register, errors, name, sectionId, texts }: PeopleRepeaterProps<T>) {
  const people = useFieldArray({ control, name });
  const lower = texts.person.toLowerCase();
  const field = (index: number, key: keyof PersonInput) => `${name}.${index}.${key}` as Path<T>;
  const errorOf = (index: number, key: keyof PersonInput): string | undefined => (get(errors, `${name}.${index}.${key}`) as { message?: string } | undefined)?.message;
  return (
    <ProfileFormSection aria-labelledby={sectionId}>
      <SectionTitle id={sectionId}>{texts.title}</SectionTitle>
      <ProfileFormList>
        {people.fields.map((person, index) => (
          <ProfileFormItem key={person.id} aria-label={`${texts.person} ${index + 1}`}>
            <ProfileFormGrid>
              <TextField label="Name" {...register(field(index, 'name'))} error={errorOf(index, 'name')} />
              <TextField label="Title" {...register(field(index, 'title'))} error={errorOf(index, 'title')} />
              <TextField label="LinkedIn profile" inputMode="url" {...register(field(index, 'linkedinUrl'))} error={errorOf(index, 'linkedinUrl')} />
            </ProfileFormGrid>
            <Controller
              control={control}
              name={field(index, 'image')}
              render={({ field: image }) => <ImageUploadField label="Photo" value={image.value} onChange={image.onChange} previewAlt={`Photo of ${lower} ${index + 1}`} />}
            />
            <div>
              <Button variant="ghost" size="sm" onClick={() => people.remove(index)}>
                Remove {lower} {index + 1}
              </Button>
            </div>
          </ProfileFormItem>
        ))}
      </ProfileFormList>
      <div>
        <Button variant="secondary" size="sm" onClick={() => people.append(emptyPerson as FieldArray<T, ArrayPath<T>>)}>
          {texts.add}
        </Button>
      </div>
    </ProfileFormSection>
  );
}
