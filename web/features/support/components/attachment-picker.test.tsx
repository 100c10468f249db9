import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '../../../../contract/support-constants.js';
import { AttachmentPicker } from './attachment-picker';

// The browser turns away what the server would refuse, each file named with its own reason; the rest are kept.
function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  return <AttachmentPicker files={files} onChange={setFiles} />;
}

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('AttachmentPicker', () => {
  it('names each refused file with its reason and keeps at most five', () => {
    render(<Picker />);
    const input = screen.getByLabelText('Attachments');
    fireEvent.change(input, {
      target: {
        files: [
          file('big.pdf', 'application/pdf', 11 * 1024 * 1024),
          file('empty.txt', 'text/plain', 0),
          file('logo.svg', 'image/svg+xml', 300),
          file('a.png', 'image/png', 10),
          file('b.jpg', 'image/jpeg', 10),
          file('c.txt', 'text/plain', 10),
          file('d.pdf', 'application/pdf', 10),
          file('e.webp', 'image/webp', 10),
          file('f.gif', 'image/gif', 10),
        ],
      },
    });
    const alerts = screen.getByRole('alert');
    expect(alerts).toHaveTextContent(`big.pdf: ${SUPPORT_MESSAGES.attachmentTooLarge}`);
    expect(alerts).toHaveTextContent(`empty.txt: ${SUPPORT_MESSAGES.attachmentEmpty}`);
    expect(alerts).toHaveTextContent(`logo.svg: ${SUPPORT_MESSAGES.attachmentType}`);
    expect(alerts).toHaveTextContent(`f.gif: ${SUPPORT_MESSAGES.attachmentsTooMany}`);
    const kept = screen.getByRole('list', { name: 'Files to send' });
    expect(kept.querySelectorAll('li')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(kept.querySelectorAll('li')).toHaveLength(4);
  });
});
