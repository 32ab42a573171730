import styled from '@emotion/styled';
import { ApiError, clientConfig, errorMessageFor, viewAsCustomer, viewAsMessages, type StaffAccount } from '@farm/core';
import { staffAccountsQuery } from './view-as-queries';
import { Button, EmptyState, FieldError, Loader, media } from '@farm/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Business = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const NoLead = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/** Why a business could not be opened: the server's own words for its refusals, the catalogue's for the rest. */
function startFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return viewAsMessages.noMatch;
  return errorMessageFor(error, clientConfig().support);
}

function BusinessRow({ business, opening, onOpen }: { business: StaffAccount; opening: boolean; onOpen: () => void }) {
  const id = useId();
  const where = [business.reference, business.postTown].filter(Boolean).join(' · ');
  return (
    <Row>
      <Business id={id}>
        <strong>{business.name}</strong>
        <span>{where}</span>
        {!business.hasLead && <NoLead id={`${id}-no-lead`}>{viewAsMessages.noLead}</NoLead>}
      </Business>
      <Button
        type="button"
        variant="secondary"
        disabled={!business.hasLead || opening}
        // Every row has this button; its business's name tells them apart for a screen reader.
        aria-describedby={business.hasLead ? id : `${id} ${id}-no-lead`}
        onClick={onOpen}
      >
        View as customer
      </Button>
    </Row>
  );
}

/** The businesses matching a search, each opened as its customers see it with one button. */
export function StaffAccountResults({ search }: { search: string }) {
  const found = useQuery(staffAccountsQuery(search));
  const open = useMutation({ mutationFn: viewAsCustomer });

  if (found.isPending) return <Loader label="Searching…" />;
  if (found.isError) return <FieldError role="alert">{errorMessageFor(found.error, clientConfig().support)}</FieldError>;
  if (found.data.length === 0) return <EmptyState title={viewAsMessages.noMatch} />;
  return (
    <>
      <List aria-label="Businesses found">
        {found.data.map((business) => (
          <BusinessRow key={business.reference} business={business} opening={open.isPending} onOpen={() => open.mutate(business.reference)} />
        ))}
      </List>
      {open.isPending && <Loader label="Opening the customer view…" />}
      {open.isError && <FieldError role="alert">{startFailure(open.error)}</FieldError>}
    </>
  );
}
