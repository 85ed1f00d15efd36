/*-----------------------------------------------------------------------------
| Copyright (c) 2013-2026, Nucleic Development Team.
|
| Distributed under the terms of the Modified BSD License.
|
| The full license is in the file LICENSE, distributed with this software.
|----------------------------------------------------------------------------*/
#pragma once

#define KIWI_MAJOR_VERSION 1
#define KIWI_MINOR_VERSION 5
#define KIWI_MICRO_VERSION 1
#define KIWI_VERSION_HEX 0x010501
#define KIWI_VERSION "1.5.1"
