import { HandHeart, Heart, Lightbulb, Music, Quote, type LucideIcon } from 'lucide-react';
import {
  journalCategories,
  journalMoods,
  type JournalCategory,
  type JournalMood,
} from '@contracts/enum-values';
import { cn } from '@web/lib/cn';
import { journalT, type JournalMessageKey } from './i18n/journal-t';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { SubscriptionGate } from '@web/features/premium';
import { categoryLabel, emojiFont, moodEmoji, moodLabel } from './journal-labels';

/** 001 §2: the first four categories and the first six moods (their order is in src/contracts/enums.ts). */
const quickCategories = journalCategories.slice(0, 4);
const sidebarMoods = journalMoods.slice(0, 6);

const categoryIcon: Partial<Record<JournalCategory, LucideIcon>> = {
  reflection: Lightbulb,
  prayer: HandHeart,
  gratitude: Heart,
  worship: Music,
};

const prompts: readonly JournalMessageKey[] = [
  'journal.sidebar.prompt1',
  'journal.sidebar.prompt2',
  'journal.sidebar.prompt3',
];

interface JournalSidebarProps {
  onQuickEntry: (category: JournalCategory) => void;
  mood: JournalMood | null;
  onMoodChange: (mood: JournalMood | null) => void;
}

/**
 * The journal's side column: Quick Entry (opens the new entry dialog in a category; premium, so
 * others see the upgrade card), Spiritual Mood (shows the entries of a mood), three prayer prompts
 * and 1 Peter 5:7.
 */
export function JournalSidebar({ onQuickEntry, mood, onMoodChange }: JournalSidebarProps) {
  return (
    <aside aria-label={journalT('journal.sidebar.label')} className="grid content-start gap-4">
      <SubscriptionGate
        upsellDescription={journalT('journal.sidebar.quickEntryUpsell')}
        upsellHeadingLevel={2}
      >
        <Card>
          <CardHeader className="p-5 pb-2">
            <CardTitle className="text-base">{journalT('journal.sidebar.quickEntry')}</CardTitle>
            <CardDescription>{journalT('journal.sidebar.quickEntryHint')}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-2 p-5 pt-2">
            {quickCategories.map((category) => {
              const Icon = categoryIcon[category];
              return (
                <Button
                  key={category}
                  variant="outline"
                  className="justify-start"
                  onClick={() => onQuickEntry(category)}
                >
                  {Icon ? <Icon aria-hidden="true" className="text-primary" /> : null}
                  {categoryLabel(category)}
                </Button>
              );
            })}
          </CardContent>
        </Card>
      </SubscriptionGate>

      <Card>
        <CardHeader className="p-5 pb-2">
          <CardTitle className="text-base">{journalT('journal.sidebar.moods')}</CardTitle>
          <CardDescription>{journalT('journal.sidebar.moodsHint')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2 p-5 pt-2">
          {sidebarMoods.map((option) => {
            const pressed = mood === option;
            return (
              <Button
                key={option}
                variant={pressed ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={pressed}
                className={cn(
                  'rounded-full',
                  pressed && 'border border-primary/60 ring-2 ring-primary/40',
                )}
                onClick={() => onMoodChange(pressed ? null : option)}
              >
                <span aria-hidden="true" className={emojiFont}>
                  {moodEmoji[option]}
                </span>
                {moodLabel(option)}
              </Button>
            );
          })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="p-5 pb-2">
          <CardTitle className="text-base">{journalT('journal.sidebar.prompts')}</CardTitle>
        </CardHeader>
        <CardContent className="p-5 pt-2">
          <ul className="grid gap-2">
            {prompts.map((prompt) => (
              <li
                key={prompt}
                className="rounded-md border-l-4 border-primary/60 bg-muted/50 px-3 py-2 text-sm"
              >
                {journalT(prompt)}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card className="bg-primary-soft/50">
        <CardHeader className="p-5 pb-2">
          <CardTitle className="text-base">{journalT('journal.sidebar.verseHeading')}</CardTitle>
        </CardHeader>
        <CardContent className="p-5 pt-2">
          <figure className="grid gap-2">
            <Quote aria-hidden="true" className="size-5 text-primary" />
            <blockquote className="font-serif text-base leading-relaxed italic">
              {journalT('journal.sidebar.verse')}
            </blockquote>
            <figcaption className="text-sm font-medium text-primary-soft-foreground">
              {journalT('journal.sidebar.verseReference')}
            </figcaption>
          </figure>
        </CardContent>
      </Card>
    </aside>
  );
}
