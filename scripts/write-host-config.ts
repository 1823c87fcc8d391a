console.log("host config: todo")
