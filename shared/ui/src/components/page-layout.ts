import styled from '@emotion/styled';
import { media } from '../theme/theme';

/** A widget's page: a column with the portal's page padding. */
export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

/** The page's h1, with its links (if any) beside it, wrapping under it on a narrow screen. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A page of text to read (legal pages, release notes): one centred column no wider than reads well. */
export const ReadingPage = styled.section<{ $maxWidth?: string }>`
  max-width: ${({ $maxWidth = '880px' }) => $maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** A reading page's h1. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primary};
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
