import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedVideo } from '../../../components/ui/signed-video';

type PlayerVideoProps = Omit<ComponentProps<typeof SignedVideo>, 'loadingLabel' | 'errorText'>;

/** A bought video in the player, with the player's words while it loads and when it cannot play. */
export function PlayerVideo(props: PlayerVideoProps) {
  const { t } = useTranslation('commerce');
  return <SignedVideo {...props} loadingLabel={t('player.videoLoading')} errorText={t('player.videoError')} />;
}
