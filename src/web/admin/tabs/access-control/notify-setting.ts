import { adminT } from '@web/admin/i18n/admin-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';

export function notifySettingSaved(): void {
  notifySuccess(adminT('admin.access.updated'));
}

/** 000 §8: 'Failed to update setting', with the server's reason under it. */
export function notifySettingFailed(error: unknown): void {
  notifyError(adminT('admin.access.updateFailed'), error, adminT('admin.access.updateFailed'));
}
