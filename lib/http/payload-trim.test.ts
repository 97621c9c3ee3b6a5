import { describe, expect, it } from 'vitest';
import { dropUndefinedProps } from './payload-trim';

const text = (t: string) => `T${Buffer.byteLength(t).toString(16)},${t}`;

describe('dropUndefinedProps', () => {
  it('drops props that are undefined from JSON rows, wherever they stand in the object', () => {
    const [out] = dropUndefinedProps([
      '3:["$","$L4",null,{"parallelRouterKey":"children","error":"$undefined","errorStyles":"$undefined","template":["$","$L5",null,{}],"notFound":"$undefined"}]\n' +
        '6:{"a":"$undefined","b":"$undefined","c":1}\n7:{"only":"$undefined"}\n8:["$undefined",{"x":"$undefined"}]\n',
    ]);
    expect(out).toBe('3:["$","$L4",null,{"parallelRouterKey":"children","template":["$","$L5",null,{}]}]\n6:{"c":1}\n7:{}\n8:["$undefined",{}]\n');
    for (const row of out.trim().split('\n')) expect(() => JSON.parse(row.slice(row.indexOf(':') + 1))).not.toThrow();
  });

  it('leaves text rows whole, so their byte lengths hold, and user strings alone', () => {
    const hostile = 'தமிழ் ,"x":"$undefined" 🏡\n{"y":"$undefined"}';
    const chunk = `1:${text(hostile)}2:{"children":"$1","k":"$undefined"}\n3:["$","p",null,{"children":"a \\",\\"z\\":\\"$$undefined"}]\n`;
    const [out] = dropUndefinedProps([chunk]);
    expect(out).toBe(`1:${text(hostile)}2:{"children":"$1"}\n3:["$","p",null,{"children":"a \\",\\"z\\":\\"$$undefined"}]\n`);
  });

  it('follows a text row and a JSON row across chunks, changing only whole rows inside one chunk', () => {
    const long = 'é'.repeat(10) + ',"q":"$undefined"';
    const row = `5:${text(long)}`;
    const chunks = [`1:{"a":"$undefined","b":2}\n${row.slice(0, 12)}`, `${row.slice(12)}6:{"c":"$undefined",`, `"d":1}\n7:{"e":"$undefined"}\n`];
    const out = dropUndefinedProps(chunks);
    expect(out).toEqual([`1:{"b":2}\n${row.slice(0, 12)}`, `${row.slice(12)}6:{"c":"$undefined",`, `"d":1}\n7:{}\n`]);
  });

  it('changes nothing without undefined props', () => {
    const chunks = ['0:{"P":null,"b":"x"}\n', `9:${text('plain')}`, 'a:I[1,["$2"],"X"]\n'];
    expect(dropUndefinedProps(chunks)).toEqual(chunks);
  });
});
