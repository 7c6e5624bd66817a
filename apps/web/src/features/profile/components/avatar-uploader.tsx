import { fallbackFullName, type Profile } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { authStore } from '@/features/auth/stores/auth';
import { describeError } from '@/lib/error-messages';
import { avatarProblem, AVATAR_TYPES, removeAvatarByUrl, uploadAvatar } from '../api/profile-api';
import { useProfileT } from '../hooks/use-profile-t';

/** Profile picture: uploaded to the avatars bucket under the user's folder, then saved on the profile. */
export function AvatarUploader({ profile }: { profile: Profile }) {
  const t = useProfileT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = fallbackFullName(profile.full_name, profile.email);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const previous = profile.avatar_url;
      const url = await uploadAvatar(profile.id, file);
      await authStore.updateProfile({ avatar_url: url });
      await removeAvatarByUrl(profile.id, previous).catch(() => undefined);
    },
  });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const reason = avatarProblem(file);
    setProblem(reason);
    if (!reason) upload.mutate(file);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center sm:pt-6">
        <Avatar name={name} src={profile.avatar_url} size="xl" />
        <div>
          <p className="text-lg font-semibold text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">{profile.email}</p>
          <Badge variant="brand" className="mt-2">
            {profile.user_type ?? t('profile.avatar.typeNotSet')}
          </Badge>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          aria-label={t('profile.avatar.choose')}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <Button
          variant="outline"
          isLoading={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {upload.isPending ? null : <Camera aria-hidden="true" className="h-4 w-4" />}
          {t(profile.avatar_url ? 'profile.avatar.change' : 'profile.avatar.upload')}
        </Button>
        <p className="text-xs text-slate-500">{t('profile.avatar.hint')}</p>
        {problem ? (
          <Alert variant="error" className="w-full text-left">
            {problem}
          </Alert>
        ) : null}
        {upload.isError ? (
          <Alert variant="error" className="w-full text-left">
            {describeError(upload.error)}
          </Alert>
        ) : null}
        {upload.isSuccess ? (
          <Alert variant="success" className="w-full text-left">
            {t('profile.avatar.updated')}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
