//go:build !windows && !darwin

package places

// Linux and the BSDs keep anna's files where the XDG Base Directory
// specification says, as they always did.

func gamesDir() (string, error) { return underHome(".local", "share", "anna", "games") }

func dataDir() (string, error) { return underHome(".local", "share", "anna") }

func configDir() (string, error) { return underHome(".config", "anna") }

func logsDir() (string, error) { return underHome(".local", "state", "anna") }

// moved is false: the Linux places are what they always were.
const moved = false
