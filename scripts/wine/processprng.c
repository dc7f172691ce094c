/*
 * ProcessPrng for Wine 8, test infrastructure only (scripts/test's Windows
 * stage builds it into its own Wine prefix as bcryptprimitives.dll).
 *
 * Go 1.24 and later take their random bytes on Windows from ProcessPrng in
 * bcryptprimitives.dll, which every Windows since 10 has and Wine 8
 * (Debian's wine64) lacks: a Go program there dies at its start. This
 * stand-in gives the same bytes the older RtlGenRandom (SystemFunction036
 * in advapi32) gives. The anna.exe players run needs none of it.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID, ULONG);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
  while (len > 0) {
    ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
    if (!SystemFunction036(data, n)) return FALSE;
    data += n;
    len -= n;
  }
  return TRUE;
}
