import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../contract/i18n/format.js';
import { slots, withElements } from './with-elements';

describe('withElements', () => {
  it('puts each element where the message names it, in any order', () => {
    const text = formatMessage('{link} avant {who}, {count} fois', 'fr', { ...slots('link', 'who'), count: 3 });
    const { container } = render(
      <p>{withElements(text, { link: <a href="/x">lien</a>, who: <strong>vous</strong> })}</p>,
    );
    expect(container.innerHTML).toBe('<p><a href="/x">lien</a> avant <strong>vous</strong>, 3 fois</p>');
  });

  it('leaves a message without elements as it is', () => {
    const { container } = render(<p>{withElements('Plain text.', {})}</p>);
    expect(container.textContent).toBe('Plain text.');
  });

  it('calls a translation with the element markers and the other values', () => {
    const format = (values: Record<string, unknown>) =>
      `Endpoint ${values.endpoint} pinned to ${values.version}, ${values.count} events`;
    const { container } = render(
      <p>{withElements(format, { endpoint: <code>we_1</code>, version: <code>2025</code> }, { count: 3 })}</p>,
    );
    expect(container.innerHTML).toBe('<p>Endpoint <code>we_1</code> pinned to <code>2025</code>, 3 events</p>');
  });

  it('follows a language that puts the element first', () => {
    const format = (values: Record<string, unknown>) => `${values.age}: the oldest`;
    const { container } = render(<p>{withElements(format, { age: <b>12 min</b> })}</p>);
    expect(container.innerHTML).toBe('<p><b>12 min</b>: the oldest</p>');
  });
});
