package speech

// Install is how a player installs a program anna needs (stockfish,
// espeak-ng) on their system: the advice of EngineMissing and NoSynth.
type Install int

const (
	// AptGet: Debian's package, apt-get install, on Linux.
	AptGet Install = iota
	// Elsewhere: the program, installed as the system has it (Windows:
	// its own download; macOS: Homebrew; the BSDs: their packages),
	// which docs/windows.md and docs/macos.md tell; the line says no
	// command.
	Elsewhere
)

// InstallFor is the way of installing on the system goos
// (runtime.GOOS).
func InstallFor(goos string) Install {
	if goos == "linux" {
		return AptGet
	}
	return Elsewhere
}

// pick is the sentence of the two that gives this advice.
func (i Install) pick(apt, elsewhere msg) msg {
	if i == Elsewhere {
		return elsewhere
	}
	return apt
}
