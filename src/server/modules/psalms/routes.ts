import { z } from '@hono/zod-openapi';
import {
  audioResult,
  featuredPsalm,
  generateAudioInput,
  generatedPsalm,
  generatePsalmInput,
  psalmStats,
  recentPsalm,
  savePsalmInput,
  todayPsalm,
  widgetData,
} from '@contracts/psalms';
import { apiError } from '@contracts/errors';
import { timeZone } from '@contracts/time';
import { AppError, premiumRequired } from '@server/http/app-error';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import { contentTypeOf, openItem, rulesFor, withhold } from '@server/modules/access';
import { getContent } from '@server/modules/content/service';
import { createPsalmNarrator } from './narration';
import { psalmStatistics, recentPsalms } from './queries';
import { createPsalmDays, featuredFor, todaysPsalm } from './readers';
import { savePsalm, writePsalm, type PsalmDeps } from './service';
import { createWidgetCache, widgetDevice } from './widget-cache';
import { recordWidgetRequest } from '@server/modules/widgets/service';

const zoneQuery = z.object({ timeZone: timeZone.optional() });

const generate = defineRoute('generation', {
  method: 'post',
  path: '/admin/psalms/generate',
  summary:
    'Write a psalm with the text provider in a language (English by default); nothing is saved',
  request: jsonBody(generatePsalmInput),
  responses: { 200: json(generatedPsalm, 'The psalm') },
});

const save = defineRoute('generation', {
  method: 'post',
  path: '/admin/psalms',
  summary: 'Save and publish a daily psalm in its language, optionally narrated',
  request: jsonBody(savePsalmInput),
  responses: { 201: json(recentPsalm, 'Saved') },
});

const recent = defineRoute('generation', {
  method: 'get',
  path: '/admin/psalms/recent',
  summary: 'The five newest daily psalms',
  responses: { 200: json(z.object({ items: z.array(recentPsalm) }), 'Recent psalms') },
});

const stats = defineRoute('admin_management', {
  method: 'get',
  path: '/admin/psalms/stats',
  summary: 'Psalms today, in the last 7 and 30 days, and the ten most recent daily counts',
  responses: { 200: json(psalmStats, 'Statistics') },
});

const today = defineRoute('user', {
  method: 'get',
  path: '/psalms/today',
  summary:
    "Today's published psalm for the person's local date, in their profile's language (else English)",
  request: { query: zoneQuery },
  responses: { 200: json(todayPsalm, "Today's psalm, or null") },
});

const featured = defineRoute('user', {
  method: 'get',
  path: '/psalms/featured',
  summary: "Featured psalms of the last 30 days, in the person's language (else English)",
  request: { query: zoneQuery },
  responses: { 200: json(z.object({ items: z.array(featuredPsalm) }), 'Featured psalms') },
});

const audio = defineRoute('user', {
  method: 'post',
  path: '/psalms/{id}/audio',
  summary: 'Narrate a psalm the reader may open that has no audio yet',
  request: { params: idParam, query: zoneQuery, ...jsonBody(generateAudioInput) },
  responses: { 200: json(audioResult, 'The audio') },
});

const latest = defineRoute('public', {
  method: 'get',
  path: '/latest-content',
  summary: "Widget data: today's psalm (UTC date unless a time zone is given)",
  request: { query: zoneQuery },
  responses: {
    200: json(widgetData, 'Widget data'),
    404: json(z.object({}), 'No psalm today'),
    503: json(apiError, 'Widgets switched off or in an emergency (Widgets tab)'),
  },
});

/** The psalm routes' needs; the proxies in front tell a widget's address (its usage count). */
export function createPsalmRoutes(deps: PsalmDeps & { trustedProxyHops?: number }) {
  const { db } = deps;
  const widgetContent = createWidgetCache(db, deps.bus);
  const narrate = createPsalmNarrator(deps);
  const days = createPsalmDays(db, deps.bus);
  return createRouter()
    .openapi(generate, async (c) => c.json(await writePsalm(deps.text, c.req.valid('json')), 200))
    .openapi(save, async (c) => {
      const viewer = c.get('viewer');
      return c.json(await savePsalm(deps, viewer.id, c.req.valid('json'), viewer), 201);
    })
    .openapi(recent, async (c) => c.json({ items: await recentPsalms(db) }, 200))
    .openapi(stats, async (c) => c.json(await psalmStatistics(db), 200))
    .openapi(today, async (c) => {
      const viewer = c.get('viewer');
      const { timeZone } = c.req.valid('query');
      const answer = await todaysPsalm(days, viewer, timeZone);
      const rules = await rulesFor(db, viewer);
      if (!answer.psalm || !rules) return c.json(answer, 200);
      // Opening today's psalm counts towards a free member's daily limit (docs/decisions/044).
      await openItem(
        db,
        viewer,
        rules,
        {
          key: `content:${answer.psalm.id}`,
          type: 'daily_psalm',
          hasAudio: answer.psalm.audioUrl !== null,
        },
        timeZone,
      );
      const psalm = withhold(answer.psalm, rules, 'daily_psalm', ['text']);
      // The page offers no Generate Audio the server would refuse (narrating answers 403 below).
      return c.json({ ...answer, psalm: { ...psalm, audioPremiumOnly: !rules.audio } }, 200);
    })
    .openapi(featured, async (c) => {
      const viewer = c.get('viewer');
      const [items, rules] = await Promise.all([
        featuredFor(days, viewer, c.req.valid('query').timeZone),
        rulesFor(db, viewer),
      ]);
      const shaped = items.map((item) => withhold(item, rules, 'daily_psalm', ['excerpt']));
      return c.json({ items: shaped }, 200);
    })
    .openapi(audio, async (c) => {
      const { id } = c.req.valid('param');
      const { timeZone } = c.req.valid('query');
      const viewer = c.get('viewer');
      const rules = await rulesFor(db, viewer);
      if (rules) {
        // What they may not see stays a 404; what they may see but not hear is premium.
        const item = await getContent(db, viewer, id, timeZone);
        // Audio kept from free members (Access tab): they cannot have it narrated either.
        if (!rules.audio) throw premiumRequired();
        // Hearing an item is opening it: premium-only types stay premium, and it counts towards
        // the daily limit like reading it (decision 044).
        await openItem(
          db,
          viewer,
          rules,
          { key: `content:${item.id}`, type: contentTypeOf(item), hasAudio: true },
          timeZone,
        );
      }
      return c.json(await narrate(id, c.req.valid('json').voice, c.get('viewer'), timeZone), 200);
    })
    .openapi(latest, async (c) => {
      // Every request is counted for the Widgets tab's usage (requests per day, distinct devices).
      recordWidgetRequest(db, widgetDevice(c, deps.trustedProxyHops ?? 0));
      // Every home-screen widget polls this: let browsers and proxies share one answer (the 404
      // "no psalm today" too) for a while; a switched-off answer (503) is not kept.
      c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
      const language = c.get('viewer')?.language ?? 'en';
      const { data, autoUpdates } = await widgetContent(
        c.req.valid('query').timeZone,
        language,
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'widget_disabled')
          c.header('Cache-Control', 'no-store');
        throw error;
      });
      // Auto updates off (Widgets tab): the widget keeps what it shows.
      c.header('X-Widget-Auto-Updates', autoUpdates ? 'on' : 'off');
      // The shared answer is the free one (the Access rules); premium and staff get theirs, unshared.
      const rules = await rulesFor(db, c.get('viewer'));
      if (!rules) c.header('Cache-Control', 'private, no-store');
      // A member's own language is not the shared (English) answer: their browser alone keeps it.
      else if (language !== 'en') c.header('Cache-Control', 'private, max-age=300');
      return c.json(withhold(data, rules, 'daily_psalm', ['content']), 200);
    });
}
