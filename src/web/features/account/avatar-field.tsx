import { accountT as t } from './i18n/account-t';
import { ImageField } from '@web/ui/image-field';
import { useRemoveAvatar, useUploadAvatar } from './use-avatar';

/** The profile picture with Upload and Remove (the avatar's rules, checked again by the server). */
export function AvatarField({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  return (
    <ImageField
      imageUrl={avatarUrl}
      name={name}
      texts={{
        alt: t('account.avatar'),
        choose: t('account.avatarUpload'),
        remove: t('account.avatarRemove'),
        hint: t('account.avatarHint'),
        failed: t('account.avatarFailed'),
      }}
      uploading={upload.isPending}
      removing={remove.isPending}
      onUpload={(file) => upload.mutateAsync(file)}
      onRemove={() => remove.mutateAsync()}
    />
  );
}
