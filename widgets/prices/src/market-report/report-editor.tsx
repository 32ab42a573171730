import { marketReportWriteSchema } from '@farm/area-content';
import styled from '@emotion/styled';
import {
  createMarketReport,
  MARKET_REPORT_MARKDOWN_MAX,
  MARKET_REPORTS_KEY,
  marketCommentaryQuery,
  marketReportQuery,
  marketReportRules,
  publishMarketReport,
  updateMarketReport,
  type MarketReport,
  type MarketReportWrite,
} from '@farm/area-content';
import { formatDate } from '@farm/core';
import { Button, media, TextAreaField, TextField, useZodForm } from '@farm/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DiscardDialog } from './discard-dialog';
import { PublishDialog } from './publish-dialog';
import { ReportHistory, type OpenMode } from './report-history';
import { ReportPreview } from './report-preview';
import { serverMessage } from './server-message';

const MARKDOWN_GUIDE =
  'Markdown: # heading, **bold**, - list, [link](https://…) and tables with | columns |. Scripts, event handlers and javascript: links are removed.';

const EMPTY: MarketReportWrite = { title: '', markdown: '' };

const Workshop = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** On a phone and a tablet the preview follows the editor; on a desktop it sits beside it. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Editing = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
`;

const Failure = styled(Notice)`
  border-left-color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The staff editor (beyond the spec): title and markdown checked with the server's schema, a live preview from
 * the server's renderer, Save draft, Publish after a confirm, and the history of past reports. The server checks
 * every write again (staff only) and audits it.
 */
export function ReportEditor() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<{ id: string; title: string } | null>(null);
  const [publishing, setPublishing] = useState<MarketReportWrite | null>(null);
  const [pendingOpen, setPendingOpen] = useState<(() => void) | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [openFailure, setOpenFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, reset, setError, setFocus, formState } = useZodForm(marketReportWriteSchema, {
    defaultValues: EMPTY,
  });
  const [title, markdown] = useWatch({ control, name: ['title', 'markdown'] });

  const refreshHistory = () => queryClient.invalidateQueries({ queryKey: MARKET_REPORTS_KEY });
  const saved = (report: MarketReport, values: MarketReportWrite) => {
    setDraft({ id: report.id, title: report.title });
    reset(values);
  };

  const save = useMutation({
    mutationFn: (values: MarketReportWrite) => (draft ? updateMarketReport(draft.id, values) : createMarketReport(values)),
    onSuccess: (report, values) => {
      saved(report, values);
      setNotice(`Draft saved at ${formatDate(report.updatedAt, 'time')}.`);
      void refreshHistory();
    },
  });

  const publish = useMutation({
    mutationFn: async (values: MarketReportWrite) => {
      // A new report is saved first; its id is kept, so trying again after a failed publish saves no second copy.
      let id = draft?.id;
      if (!id) {
        const created = await createMarketReport(values);
        saved(created, values);
        id = created.id;
      }
      return publishMarketReport(id, values);
    },
    onSuccess: (report) => {
      setPublishing(null);
      setDraft(null);
      reset(EMPTY);
      setNotice(`“${report.title}” is published: farmers see it now.`);
      queryClient.setQueryData(marketCommentaryQuery().queryKey, { id: report.id, title: report.title, publishedAt: report.publishedAt!, html: report.html });
      void refreshHistory();
    },
    onError: () => setPublishing(null),
  });

  const failure = save.error ?? publish.error;
  const busy = save.isPending || publish.isPending;
  /** Each action starts with no message of the one before. */
  const clearMessages = () => {
    save.reset();
    publish.reset();
    setNotice(null);
    setOpenFailure(null);
  };

  const onSave = handleSubmit((values) => {
    clearMessages();
    save.mutate(values);
  });
  const onPublish = handleSubmit((values) => {
    if (!values.markdown.trim()) {
      setError('markdown', { message: marketReportRules.emptyReport }, { shouldFocus: true });
      return;
    }
    setPublishing(values);
  });

  // Read while rendering: react-hook-form only keeps the form state up to date that a render has read.
  const unsaved = formState.isDirty;
  /** Runs `open` at once, or after the user agrees to lose unsaved changes. */
  const guarded = (open: () => void) => (unsaved ? setPendingOpen(() => open) : open());

  const openReport = async (id: string, mode: OpenMode) => {
    clearMessages();
    try {
      const report = await queryClient.fetchQuery(marketReportQuery(id));
      reset({ title: report.title, markdown: report.markdown });
      setDraft(mode === 'continue' ? { id: report.id, title: report.title } : null);
      setNotice(
        mode === 'continue' ? `Editing the draft “${report.title}”.` : `A new draft copied from “${report.title}”: publish it to replace the published report.`,
      );
      setFocus('title');
    } catch (error) {
      setOpenFailure(serverMessage(error));
    }
  };

  const startNew = () => {
    clearMessages();
    setDraft(null);
    reset(EMPTY);
    setFocus('title');
  };

  return (
    <Workshop aria-labelledby="market-report-editor-title">
      <h2 id="market-report-editor-title">Write a market report</h2>
      <Columns>
        <Form noValidate onSubmit={onSave} aria-label="Market report editor">
          <Editing>{draft ? `Editing the saved draft “${draft.title}”.` : 'A new report, not yet saved.'}</Editing>
          <TextField label="Title" autoComplete="off" error={formState.errors.title?.message} {...register('title')} />
          <TextAreaField
            label="Report (markdown)"
            hint={MARKDOWN_GUIDE}
            code
            spellCheck
            length={markdown.length}
            limit={MARKET_REPORT_MARKDOWN_MAX}
            error={formState.errors.markdown?.message}
            {...register('markdown')}
          />
          {failure && <Failure role="alert">{serverMessage(failure)}</Failure>}
          {openFailure && <Failure role="alert">{openFailure}</Failure>}
          {notice && <Notice role="status">{notice}</Notice>}
          <Actions>
            <Button type="submit" variant="secondary" disabled={busy}>
              {save.isPending ? 'Saving…' : 'Save draft'}
            </Button>
            <Button type="button" onClick={() => void onPublish()} disabled={busy}>
              Publish
            </Button>
            <Button type="button" variant="ghost" onClick={() => guarded(startNew)} disabled={busy}>
              New report
            </Button>
          </Actions>
        </Form>
        <ReportPreview title={title} markdown={markdown} />
      </Columns>
      <ReportHistory onOpen={(id, mode) => guarded(() => void openReport(id, mode))} />
      <PublishDialog
        title={publishing?.title ?? null}
        publishing={publish.isPending}
        onConfirm={() => {
          if (!publishing) return;
          clearMessages();
          publish.mutate(publishing);
        }}
        onCancel={() => setPublishing(null)}
      />
      <DiscardDialog
        open={pendingOpen !== null}
        onCancel={() => setPendingOpen(null)}
        onDiscard={() => {
          const open = pendingOpen;
          setPendingOpen(null);
          open?.();
        }}
      />
    </Workshop>
  );
}
