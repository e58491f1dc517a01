-- Seed data: role permissions (src/contracts/roles.ts rolePermissions), one automation setting per
-- automation content type, free-user access defaults and the starting categories. Every insert is
-- idempotent (ON CONFLICT DO NOTHING) so staff edits are never overwritten.
INSERT INTO "admin_permissions" ("admin_role", "permission_key") VALUES
	('super_admin', 'content'),
	('super_admin', 'categories'),
	('super_admin', 'workflows'),
	('super_admin', 'automation'),
	('super_admin', 'generation'),
	('super_admin', 'import'),
	('super_admin', 'seeder'),
	('super_admin', 'stats'),
	('super_admin', 'subscriptions'),
	('super_admin', 'widgets'),
	('super_admin', 'admin_management'),
	('admin', 'content'),
	('admin', 'categories'),
	('admin', 'workflows'),
	('admin', 'automation'),
	('admin', 'generation'),
	('admin', 'import'),
	('admin', 'seeder'),
	('admin', 'stats'),
	('admin', 'subscriptions'),
	('admin', 'widgets'),
	('moderator', 'content'),
	('moderator', 'categories')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "content_automation_settings" ("content_type", "is_automated", "generation_time", "ai_prompt_template", "is_audio_enabled", "voice_preference") VALUES
	('daily_psalm', false, '06:00', 'Write an original psalm for today in the style of the biblical Psalms. Use 8 to 14 short verses of reverent, hopeful, plain English that can be read aloud in about two minutes. Address God directly, move from honest need to trust and praise, and close with a line of blessing. Do not quote copyrighted translations, do not number the verses and do not add a title or commentary.', true, 'onyx'),
	('daily_prayer', false, '06:00', 'Write a short prayer for today of 120 to 180 words in warm, plain English. Give thanks, ask for guidance and strength for the day ahead, remember people who are suffering, and close with Amen. Do not add a title or commentary.', false, 'onyx'),
	('daily_meditation', false, '06:00', 'Write a guided Christian meditation of 200 to 300 words built on one short Bible verse, which you name at the start. Invite the reader to breathe slowly, read the verse twice, reflect on it with two or three gentle questions, and end with a moment of silence and a one-line prayer. Use calm, second-person language and no title.', false, 'onyx'),
	('scripture_reflection', false, '06:00', 'Choose one Bible passage of one to five verses and name its reference. Write a reflection of 200 to 300 words that explains its context in simple terms, draws out one central truth, and offers one practical way to live it today. Close with a single question for personal reflection. No title.', false, 'onyx'),
	('journal_prompt', false, '06:00', 'Write one journaling prompt for a prayer journal today. Start with a related Bible verse and its reference, then give two or three open questions that invite honest reflection on faith, gratitude or answered prayer. Keep it under 100 words and do not add a title.', false, 'onyx'),
	('weekly_workflow', false, '06:00', 'Design a seven-day spiritual practice plan for the coming week around one theme that you name. For each day give a short title, a Bible reading reference, a practice of 10 to 15 minutes (prayer, meditation, study, reflection or service) and one sentence of encouragement. Use plain, encouraging language.', false, 'onyx')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "content_access_settings" ("setting_key", "setting_value") VALUES
	('daily_content_limit', '3'),
	('audio_enabled_free', 'false'),
	('text_enabled_free', 'true'),
	('premium_content_types', '["daily_meditation","scripture_reflection"]')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("name", "description", "color") VALUES
	('Daily Psalms', 'A new psalm for every day, with optional audio narration', '#8B5CF6'),
	('Prayer', 'Prayers for every part of the day and every season of life', '#3B82F6'),
	('Meditation', 'Guided meditations on Scripture for stillness and focus', '#10B981'),
	('Scripture Study', 'Reflections and studies that open up the Bible', '#F59E0B')
ON CONFLICT DO NOTHING;
