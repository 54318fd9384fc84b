import { jobCategorySchema } from './enums';
import { jobCategories, jobCategoryGroups, jobCategoryInfo } from './job-category';

describe('job categories', () => {
  it('describe every category exactly once, each with icon and colour', () => {
    expect(jobCategories.map((category) => category.slug)).toEqual(jobCategorySchema.options);
    for (const category of jobCategories) {
      expect(category.icon).not.toBe('');
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('group development as full-stack, front-end and back-end', () => {
    expect(jobCategoryGroups.find((group) => group.slug === 'development')?.categories).toEqual([
      'fullstack',
      'frontend',
      'backend',
    ]);
  });

  it('look up a category by slug', () => {
    expect(jobCategoryInfo('ux-ui-designer').label).toBe('UX/UI designer');
  });

  it('throw for a slug outside the enum', () => {
    expect(() => jobCategoryInfo('astronaut' as never)).toThrow('Unknown job category');
  });
});
