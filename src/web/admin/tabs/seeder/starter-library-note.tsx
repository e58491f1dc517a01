import { sampleContent, seededCategoryTexts, type SampleCategory } from '@contracts/seeder';
import { starterContent } from '@contracts/starter-library';
import { adminT } from '@web/admin/i18n/admin-t';
import { currentLocale } from '@web/lib/i18n/translate';
import { Badge } from '@web/ui/badge';

/** Everything a fresh installation starts with (decision 055): the six samples, then the rest. */
const starterItems = [...sampleContent, ...starterContent];
const kinds: SampleCategory[] = ['Prayer', 'Meditation', 'Scripture Study'];
const countOf = (kind: SampleCategory) =>
  starterItems.filter((item) => item.category === kind).length;

/**
 * Why the seeder answers "Sample content already exists" on a fresh installation: the starter
 * library is already in the library, and the seeder writes only to an empty one. Says what the
 * starter library holds, by kind, in the staff member's language.
 */
export function StarterLibraryNote() {
  const locale = currentLocale();
  return (
    <section
      aria-labelledby="starter-library-note"
      className="mt-4 grid gap-2 rounded-lg border bg-muted/40 px-3 py-2.5"
    >
      <h3 id="starter-library-note" className="text-sm font-medium">
        {adminT('admin.seeder.starterTitle')}
      </h3>
      <p className="text-xs text-muted-foreground">
        {adminT('admin.seeder.starterBody', { count: starterItems.length })}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label={adminT('admin.seeder.starterKinds')}>
        {kinds.map((kind) => (
          <li key={kind}>
            <Badge variant="secondary">
              {seededCategoryTexts({ name: kind }, locale).name}: {countOf(kind)}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
