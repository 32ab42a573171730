import styled from '@emotion/styled';
import { accountDocumentQuery, clientConfig, errorMessageFor } from '@farm/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The contract note of a sale: fetched with the session's token (a plain link would carry none) and opened
 * from an object URL in a new tab, where the browser's PDF viewer shows it.
 */
export function ContractDocumentLink({ reference, documentNo }: { reference: string; documentNo: string }) {
  const pdf = useQuery(accountDocumentQuery(reference, documentNo));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!pdf.data) return;
    const objectUrl = URL.createObjectURL(pdf.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [pdf.data]);
  if (pdf.isError) return <Note role="alert">{errorMessageFor(pdf.error, clientConfig().support)}</Note>;
  if (!url) return <Note>Preparing the contract note…</Note>;
  return (
    <Link href={url} target="_blank" rel="noopener" type="application/pdf">
      Open the contract note (PDF)
    </Link>
  );
}
