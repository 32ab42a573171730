import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box>
      <Heading>{title}</Heading>
      {children}
    </Box>
  );
}
