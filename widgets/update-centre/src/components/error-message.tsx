import styled from '@emotion/styled';

const Box = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  background: #fbeeed;
  border-radius: ${({ theme }) => theme.radius.md};
`;

export function ErrorMessage({ message }: { message: string }) {
  return <Box role="alert">{message}</Box>;
}
