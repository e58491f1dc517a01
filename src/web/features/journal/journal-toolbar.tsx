import { useId, useState } from 'react';
import { Funnel, X } from 'lucide-react';
import {
  journalCategories,
  journalMoods,
  type JournalCategory,
  type JournalMood,
} from '@contracts/enum-values';
import { journalT } from './i18n/journal-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Label } from '@web/ui/label';
import { SearchField } from '@web/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/ui/select';
import { categoryLabel, emojiFont, moodEmoji, moodLabel } from './journal-labels';

const all = 'all';

interface JournalToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  category: JournalCategory | null;
  onCategoryChange: (category: JournalCategory | null) => void;
  mood: JournalMood | null;
  onMoodChange: (mood: JournalMood | null) => void;
}

/**
 * The search box (the list asks once typing pauses) and the Filter by Category button, which opens
 * the category and mood filters (the spec's button had no behaviour; here it works).
 */
export function JournalToolbar({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  mood,
  onMoodChange,
}: JournalToolbarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = (category ? 1 : 0) + (mood ? 1 : 0);
  const panelId = `${id}-filters`;

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchField
          className="flex-1"
          label={journalT('journal.search.label')}
          labelHidden
          value={search}
          onValueChange={onSearchChange}
          placeholder={journalT('journal.search.placeholder')}
          maxLength={200}
        />
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Funnel aria-hidden="true" />
          {journalT('journal.filter.button')}
          {active > 0 ? (
            <Badge variant="solid" className="ml-0.5">
              {journalT('journal.filter.activeCount', { count: active })}
            </Badge>
          ) : null}
        </Button>
      </div>

      {open ? (
        <div
          id={panelId}
          className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>{journalT('journal.filter.category')}</Label>
            <Select
              value={category ?? all}
              onValueChange={(value) =>
                onCategoryChange(value === all ? null : (value as JournalCategory))
              }
            >
              <SelectTrigger id={`${id}-category`}>
                <SelectValue>
                  {category ? categoryLabel(category) : journalT('journal.filter.allCategories')}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={all}>{journalT('journal.filter.allCategories')}</SelectItem>
                {journalCategories.map((option) => (
                  <SelectItem key={option} value={option}>
                    {categoryLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-mood`}>{journalT('journal.filter.mood')}</Label>
            <Select
              value={mood ?? all}
              onValueChange={(value) => onMoodChange(value === all ? null : (value as JournalMood))}
            >
              <SelectTrigger id={`${id}-mood`}>
                <SelectValue>
                  {mood ? (
                    <>
                      <span aria-hidden="true" className={emojiFont}>
                        {moodEmoji[mood]}
                      </span>{' '}
                      {moodLabel(mood)}
                    </>
                  ) : (
                    journalT('journal.filter.allMoods')
                  )}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={all}>{journalT('journal.filter.allMoods')}</SelectItem>
                {journalMoods.map((option) => (
                  <SelectItem key={option} value={option}>
                    <span aria-hidden="true" className={emojiFont}>
                      {moodEmoji[option]}
                    </span>{' '}
                    {moodLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            variant="ghost"
            disabled={active === 0}
            onClick={() => {
              onCategoryChange(null);
              onMoodChange(null);
            }}
          >
            <X aria-hidden="true" />
            {journalT('journal.filter.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
