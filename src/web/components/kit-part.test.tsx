/**
 * A kit part of a plain screen: nothing is downloaded or drawn until it first shows, then it is drawn
 * inside the UI kit's providers (antd's Bangla locale reaches it), and it stays mounted once shown.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitPart } from './kit-part';

afterEach(cleanup);

function Drawer({ open, title }: { open: boolean; title: string }) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return (
    <div data-testid="part" data-open={open} data-locale={locale?.locale}>
      {title}
    </div>
  );
}

describe('kitPart', () => {
  it('loads nothing while hidden, shows inside the kit once opened, and stays when closed', async () => {
    const load = vi.fn(() => Promise.resolve(Drawer));
    const Part = kitPart(load, (props) => props.open);
    const { rerender } = render(<Part open={false} title="আবেদন" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('part')).toBeNull();

    await act(async () => rerender(<Part open title="আবেদন" />));
    const part = await screen.findByTestId('part');
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.textContent).toBe('আবেদন');
    expect(part.dataset.locale).toBe('bn-bd');

    rerender(<Part open={false} title="আবেদন" />);
    expect(screen.getByTestId('part').dataset.open).toBe('false');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
