"use client";

import { useState, type DragEvent } from "react";
import type { Row } from "./form-model";

interface DropMark {
  id: number;
  after: boolean;
}

/**
 * Drag-and-drop reordering of a table's rows (the up and down buttons stay the keyboard's way).
 * A row drops only among the rows of its own scope (a subcategory within its main category);
 * `onDrop` gets the 1-based position the row takes in that scope.
 */
export function useRowDrag({
  peersOf,
  enabled,
  onDrop,
}: {
  /** A row's scope: the rows it may be dropped among, itself included, in stored order. */
  peersOf: (row: Row) => readonly Row[];
  enabled: boolean;
  onDrop: (row: Row, position: number) => void;
}) {
  const [dragged, setDragged] = useState<Row | null>(null);
  const [mark, setMark] = useState<DropMark | null>(null);

  const accepts = (target: Row) => dragged !== null && target.id !== dragged.id && peersOf(target).some((peer) => peer.id === dragged.id);
  const reset = () => {
    setDragged(null);
    setMark(null);
  };

  /** The props of one table row: draggable, a drop target for its peers, and its drop mark. */
  return (row: Row) => {
    if (!enabled) return { "data-drop": undefined };
    return {
      draggable: true,
      "data-drop": mark?.id === row.id ? (mark.after ? "after" : "before") : undefined,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = "move";
        // Some browsers start no drag without data.
        event.dataTransfer.setData("text/plain", String(row.id));
        setDragged(row);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!accepts(row)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        const box = event.currentTarget.getBoundingClientRect();
        const after = event.clientY > box.top + box.height / 2;
        if (mark?.id !== row.id || mark.after !== after) setMark({ id: row.id, after });
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (dragged && accepts(row) && mark?.id === row.id) {
          const peers = peersOf(row);
          const from = peers.findIndex((peer) => peer.id === dragged.id);
          let to = peers.findIndex((peer) => peer.id === row.id) + (mark.after ? 1 : 0);
          if (from < to) to -= 1;
          if (to !== from) onDrop(dragged, to + 1);
        }
        reset();
      },
      onDragEnd: reset,
    };
  };
}
