package speech

// Install is how a player installs a program anna needs (stockfish,
// espeak-ng) on their system: the advice of EngineMissing and NoSynth.
type Install int

const (
	// AptGet: Debian's package (apt-get install), on Linux and the BSDs.
	AptGet Install = iota
	// Brew: Homebrew's formula (brew install), on macOS.
	Brew
	// Download: the program's own download, on Windows, which has no
	// package everyone has.
	Download
)

// InstallFor is the way of installing on the system goos
// (runtime.GOOS).
func InstallFor(goos string) Install {
	switch goos {
	case "windows":
		return Download
	case "darwin":
		return Brew
	}
	return AptGet
}

// pick is the sentence of the three that gives this advice.
func (i Install) pick(apt, brew, download msg) msg {
	switch i {
	case Brew:
		return brew
	case Download:
		return download
	}
	return apt
}
