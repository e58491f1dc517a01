/**
 * Portal lists that change whenever daily psalms are made or removed. The Manual tab reads the
 * recent psalms and the AI Auto tab the run logs; the Admins tab's cleanup refreshes both, so their
 * keys live here rather than in one of those tabs.
 */
export const adminPsalmKeys = {
  /** GET /api/admin/psalms/recent (the Manual tab). */
  recent: ['admin', 'psalms', 'recent'] as const,
  /** GET /api/admin/automation/logs (the AI Auto tab). */
  automationLogs: ['admin', 'automation', 'logs'] as const,
};
