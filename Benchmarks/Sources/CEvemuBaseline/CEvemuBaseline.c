#include "CEvemuBaseline.h"

#include <evemu.h>
#include <linux/input.h>
#include <stdio.h>

long cevemu_decode_file(const char *path, long long *checksum) {
    FILE *fp = fopen(path, "r");
    if (!fp) return -1;
    struct evemu_device *device = evemu_new(NULL);
    if (!device) {
        fclose(fp);
        return -1;
    }
    if (evemu_read(device, fp) < 0) {
        evemu_delete(device);
        fclose(fp);
        return -1;
    }
    long count = 0;
    long long sum = 0;
    struct input_event event;
    while (evemu_read_event(fp, &event) > 0) {
        count += 1;
        sum += event.value;
    }
    *checksum = sum;
    evemu_delete(device);
    fclose(fp);
    return count;
}
