"use client";

import { useRef, useState, type DragEvent } from "react";

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files");
}

/**
 * Makes an element a drop target for files from the desktop: `dragging` while files hover over
 * it (for its highlight), and the dropped files handed to `onFiles`, which applies the same
 * checks as the file picker. Nothing happens while `disabled` (a save in flight).
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when it really left.
  const depth = useRef(0);

  const dropProps = {
    onDragEnter: (event: DragEvent) => {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (disabled || !carriesFiles(event)) return;
      // Without this the browser refuses the drop (and would open the file instead).
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      depth.current = 0;
      setDragging(false);
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      const files = Array.from(event.dataTransfer.files);
      if (files.length) onFiles(files);
    },
  };

  return { dragging, dropProps };
}
