package scoresheet

import (
	"path/filepath"
	"testing"
)

// TestDeviceNames: the names Windows takes for a device, and names that
// only look like one.
func TestDeviceNames(t *testing.T) {
	for name, want := range map[string]bool{
		"NUL": true, "nul": true, "CON": true, "Aux": true, "PRN": true, "COM1": true, "lpt9": true,
		"COM¹": true, "CONIN$": true, "conout$": true, "NUL ": true,
		"COM0": false, "LPT10": false, "CONSOLE": false, "NULL": false, "game.pgn": false, "anna": false,
		// With an extension, as the system says (a file on Windows 11).
		"NUL.pgn": !filepath.IsLocal("NUL.pgn"), "con.anna.lock": !filepath.IsLocal("con.anna.lock"),
	} {
		if got := deviceName(name); got != want {
			t.Errorf("%q: got %v, want %v", name, got, want)
		}
	}
}
