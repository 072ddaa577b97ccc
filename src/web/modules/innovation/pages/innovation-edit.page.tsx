/**
 * /innovations/new and /innovations/:id/edit: the innovator records an innovation or changes a
 * draft (or one sent back). A new record's picture is checked when chosen and sent once it is saved.
 * Plain HTML (components/innovation-form.tsx): no UI kit loads with either.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toast';
import { InnovationForm, type InnovationFormValues, innovationBody } from '../components/innovation-form';
import { innovationApi, useInnovation, useInnovationMutation } from '../innovation.api';

export default function InnovationEditPage() {
  const { t } = useTranslation('innovation');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const params = useParams();
  const editId = Number(params.id) || null;
  const item = useInnovation(editId);
  const [picture, setPicture] = useState<File | null>(null);
  const create = useInnovationMutation(innovationApi.create);
  const update = useInnovationMutation(innovationApi.update);
  const savePicture = useInnovationMutation(innovationApi.setPicture);
  const title = editId ? t('editInnovation') : t('newInnovation');

  if (editId && !item.data) return <Panel title={title} loading />;

  const onPicture = async (file: File) => {
    if (!editId) {
      setPicture(file);
      return;
    }
    await savePicture.mutateAsync({ id: editId, file });
    toast('success', t('pictureSaved'));
  };

  const submit = (values: InnovationFormValues, refused: (error: unknown) => void) =>
    confirm.save(values.title, async () => {
      let saved: { id: number } | undefined;
      try {
        saved = editId
          ? await update.mutateAsync({ id: editId, ...innovationBody(values) })
          : await create.mutateAsync(innovationBody(values));
        if (picture) await savePicture.mutateAsync({ id: saved.id, file: picture });
        toast('success', t('saved'));
      } catch (error) {
        refused(error);
      }
      // Once saved it goes to its page (attachments, submitting), even if the picture was refused there.
      if (saved) navigate(`/innovations/${saved.id}`);
    });

  return (
    <Panel title={title}>
      <InnovationForm
        key={editId ?? 'new'}
        item={item.data}
        submitting={create.isPending || update.isPending || savePicture.isPending}
        onSubmit={submit}
        onPicture={onPicture}
        pictureNote={picture ? t('pictureChosen', { name: picture.name }) : undefined}
      />
    </Panel>
  );
}
