import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

/** A column: its heading and whether it holds numbers (right-aligned, so digits line up). */
export interface FigureColumn {
  heading: string;
  numeric?: boolean;
}

/**
 * A figure's numbers as a table with its caption: what a screen reader and a keyboard read of a
 * chart (the chart itself is hidden from them), and what a sighted reader checks a bar against.
 */
export function FigureTable({ caption, columns, rows }: { caption: string; columns: FigureColumn[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <Table size="small" sx={{ '& caption': { captionSide: 'top', fontWeight: 600, px: 0 } }}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => <TableCell key={column.heading} scope="col" align={column.numeric ? 'right' : 'left'}>{column.heading}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={columns[index].heading} align={columns[index].numeric ? 'right' : 'left'} component={index === 0 ? 'th' : 'td'} scope={index === 0 ? 'row' : undefined}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
