import styled from '@emotion/styled';
import { ROUTE_ERROR_MESSAGE } from '@farm/core';
import { Button } from '../components/button';

const Box = styled.div`
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
`;

/** The route error screen of spec 1 §8, shown when a widget throws while rendering. */
export function RouteError() {
  return (
    <Box role="alert">
      <p>{ROUTE_ERROR_MESSAGE}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        Refresh
      </Button>
    </Box>
  );
}
