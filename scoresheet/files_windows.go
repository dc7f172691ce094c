package scoresheet

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/sys/windows"
)

// syncOpen opens a file to sync it: FlushFileBuffers needs a handle that
// may write ("Access denied" with one opened for reading).
const syncOpen = os.O_WRONLY

// holdWhileSync: Windows cannot rename over a file that is held open
// (without FILE_SHARE_DELETE, as Go opens files), so the syncer's handle
// and a write's rename take turns.
const holdWhileSync = true

// renameRetry is how long a rename is tried again while another program
// holds the scoresheet open (a chess program or an editor reading it, an
// antivirus scanner looking at the new file): Windows refuses it
// meanwhile, with "Access denied" or a sharing violation, whatever the
// rename's flags (only a reader that opened it with FILE_SHARE_DELETE
// lets POSIX semantics replace it, and programs do not). Go's own tools
// wait the same way (cmd/go/internal/robustio, 2 s). A reader that polls
// the file may hold it most of the time on a busy machine (each open,
// read and close waiting for a core, under Wine for its server too): at
// load 40 a reader every 10 ms outlasted 16 tries in 1 s, and the game
// could not be saved. So the tries go on for 5 s, and each pause is drawn
// at random (half to all of it), so that a reader that polls on a period
// cannot keep in step with them.
const renameRetry = 5 * time.Second

// rename renames from over to, trying again while another program holds
// to open.
func rename(from, to string) error {
	deadline := time.Now().Add(renameRetry)
	for wait := 2 * time.Millisecond; ; wait = min(2*wait, 100*time.Millisecond) {
		err := os.Rename(from, to)
		if err == nil || !busy(err) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(wait/2 + rand.N(wait/2))
	}
}

// busy reports whether err is Windows refusing a file that another
// handle holds.
func busy(err error) bool {
	return errors.Is(err, windows.ERROR_ACCESS_DENIED) || errors.Is(err, windows.ERROR_SHARING_VIOLATION)
}

// deviceName reports whether Windows takes name for a device: CON, PRN,
// AUX, NUL, COM1 to COM9, LPT1 to LPT9 (¹, ², ³ as digits too), CONIN$,
// CONOUT$, in any case, with trailing spaces, and with an extension
// (NUL.pgn) where the system says so (Windows 11 made CON.txt a file:
// filepath.IsLocal asks it, by RtlIsDosDeviceName_U).
func deviceName(name string) bool {
	base, _, _ := strings.Cut(name, ".")
	base, _, _ = strings.Cut(base, ":")
	base = strings.ToUpper(strings.TrimRight(base, " "))
	switch {
	case base == "CON", base == "PRN", base == "AUX", base == "NUL", base == "CONIN$", base == "CONOUT$":
	case len(base) > 3 && (base[:3] == "COM" || base[:3] == "LPT") && strings.Contains("123456789¹²³", base[3:]) && utf8.RuneCountInString(base[3:]) == 1:
	default:
		return false
	}
	return !filepath.IsLocal(name)
}
