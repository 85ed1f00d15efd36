// The C reference the evemu decoding benchmark compares ResponderKit's reader with: libevemu, the
// library evemu's own tools (evemu-play, evemu-device) read recordings with. Debian: libevemu-dev.
#ifndef CEVEMU_BASELINE_H
#define CEVEMU_BASELINE_H

/// Reads the evemu file at `path` as evemu-play does: its description with evemu_read, then every
/// event with evemu_read_event. Returns the number of events read, or -1 when the file cannot be
/// opened or its description is refused. `checksum` receives the sum of the events' values (so the
/// compiler cannot drop the decoding).
long cevemu_decode_file(const char *path, long long *checksum);

#endif
