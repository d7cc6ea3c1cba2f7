import { useEffect, useState } from 'react';
import { MemberMessage } from '../../../../../contracts/member/messages';
import { Modal } from '../../../components/modal';
import { pageText } from '../../../i18n/page-language';
import { postBlocks } from '../../../lib/post-blocks';
import { useSignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';

/** The KVKK privacy notice in a dialog (spec §4 guest form, §7 privacy text); its own failure message (S8). */
export function PrivacyTextDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const member = useMemberStore();
  const t = useSignInT();
  const [text, setText] = useState<{ content?: string; failed?: boolean } | null>(null);

  useEffect(() => {
    if (!open || text?.content !== undefined) return;
    let current = true;
    setText(null);
    member.privacyText().then(
      (content) => { if (current) setText({ content }); },
      () => { if (current) setText({ failed: true }); },
    );
    return () => { current = false; };
  }, [open, member, text?.content]);

  return (
    <Modal title={t('privacyTitle')} open={open} onClose={onClose}>
      {text === null ? <p role="status" aria-busy="true">{t('privacyLoading')}</p> : null}
      {text?.failed ? <p role="alert" className="inline-error">{pageText(MemberMessage.privacyTextFailure)}</p> : null}
      {postBlocks(text?.content).map((block, index) => (block.kind === 'heading' ? <h3 key={index}>{block.text}</h3> : <p key={index}>{block.text}</p>))}
    </Modal>
  );
}

/** The consent checkbox's label with the notice as a link that opens the dialog. */
export function PrivacyConsentLabel({ onOpen }: { onOpen: () => void }) {
  const t = useSignInT();
  return (
    <span>
      {t('privacyBefore')}
      <button type="button" className="link-button" onClick={onOpen}>{t('privacyLink')}</button>
      {t('privacyAfter')}
    </span>
  );
}
