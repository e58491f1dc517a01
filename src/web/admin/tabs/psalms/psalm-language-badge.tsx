import type { Language } from '@contracts/enum-values';
import { adminT } from '@web/admin/i18n/admin-t';
import { Badge } from '@web/ui/badge';

/**
 * The language a psalm is written in, as a short code (EN, PT, ES): each language has its own daily
 * psalm (docs/decisions/031). Screen readers hear the language's name instead of the code.
 */
export function PsalmLanguageBadge({ language }: { language: Language }) {
  const name = adminT(`psalms.language.${language}`);
  return (
    <Badge variant="outline" title={name} data-testid="psalm-language">
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only" lang={language}>
        {name}
      </span>
    </Badge>
  );
}
